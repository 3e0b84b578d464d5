import { describe, expect, it } from 'vitest';
import { describeCrud } from '../testing/crud-checks';
import { CRUD_ENTITIES } from '../testing/crud-table';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const entity = CRUD_ENTITIES.socialLinks;
describeCrud(s, entity);

const post = (body: Record<string, unknown>) =>
  s.t.request('POST', '/api/social-links', {
    token: s.manager,
    body: { ...entity.valid(), ...body },
  });

describe('social links of their own', () => {
  it('the seed holds an inactive link (active = 0), shown only with include_inactive', async () => {
    const publicIds = (await s.t.request('GET', '/api/social-links'))
      .json()
      .map((l: { id: number }) => l.id);
    const all = await s.t.request('GET', '/api/social-links?include_inactive=true', {
      token: s.viewer,
    });
    const hidden = all.json().filter((l: { active: number }) => l.active === 0);
    expect(hidden.length).toBeGreaterThanOrEqual(1);
    for (const link of hidden) expect(publicIds).not.toContain(link.id);
  });

  it('stores active as 1 or 0 from a number or a JSON boolean, and defaults to 1', async () => {
    expect((await post({ active: true })).json().active).toBe(1);
    expect((await post({ active: false })).json().active).toBe(0);
    expect((await post({ active: 0 })).json().active).toBe(0);
    expect((await post({ active: undefined })).json().active).toBe(1);
  });

  it('lower-cases the platform', async () => {
    expect((await post({ platform: 'TikTok' })).json().platform).toBe('tiktok');
  });
});
