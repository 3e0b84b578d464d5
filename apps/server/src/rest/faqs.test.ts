import { describe, expect, it } from 'vitest';
import { describeCrud } from '../testing/crud-checks';
import { CRUD_ENTITIES } from '../testing/crud-table';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
describeCrud(s, CRUD_ENTITIES.faqs);

const INACTIVE_QUESTION = 'Vocês buscam o carro em casa?';

describe('FAQs of their own', () => {
  it('the seed holds one inactive FAQ, shown only with include_inactive', async () => {
    const questions = async (url: string, token?: string) =>
      (await s.t.request('GET', url, { token }))
        .json()
        .map((f: { question: string }) => f.question);
    expect(await questions('/api/faqs')).not.toContain(INACTIVE_QUESTION);
    const all = await questions('/api/faqs?include_inactive=true', s.viewer);
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(all).toContain(INACTIVE_QUESTION);
  });

  it('a new FAQ defaults to active, order 0', async () => {
    const res = await s.t.request('POST', '/api/faqs', {
      token: s.manager,
      body: { question: 'Tem café?', answer: 'Tem sim.' },
    });
    expect(res.json()).toMatchObject({ active: true, display_order: 0 });
  });
});
