import { describe, expect, it } from 'vitest';
import { describeCrud } from '../testing/crud-checks';
import { CRUD_ENTITIES } from '../testing/crud-table';
import { expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const entity = CRUD_ENTITIES.testimonials;
describeCrud(s, entity);

const LEGACY_NAME = 'Sandra Oliveira — Xerém';
const LEGACY_TEXT =
  'Levo meu carro lá há anos para a recarga de gás e revisão do ar. Pessoal honesto, preço justo e o ar sempre fica gelando como novo.';

const list = async () => (await s.t.request('GET', '/api/testimonials')).json();
const post = (body: Record<string, unknown>) =>
  s.t.request('POST', '/api/testimonials', { token: s.manager, body });

async function legacyTestimonial() {
  const legacy = (await list()).find((item: { name: string }) => item.name === LEGACY_NAME);
  expect(legacy).toBeDefined();
  return legacy;
}

describe('testimonials of their own', () => {
  it('answers no `text` field; the legacy testimonial has its `text` as `content`', async () => {
    for (const item of await list()) expect(item).not.toHaveProperty('text');
    const legacy = await legacyTestimonial();
    expect(legacy.content).toBe(LEGACY_TEXT);
    expect(legacy.service).toBeNull();
    const res = await s.t.request('GET', `/api/testimonials/${legacy.id}`);
    expect(res.json()).toEqual(legacy);
  });

  it('lists the newest first', async () => {
    const created = (await post(entity.valid())).json();
    const [first] = await list();
    expect(first.id).toBe(created.id);
  });

  it('stores an empty or missing service as null', async () => {
    expect((await post({ ...entity.valid(), service: '' })).json().service).toBeNull();
    expect((await post({ ...entity.valid(), service: undefined })).json().service).toBeNull();
  });

  it("explains a rating out of range: 'A nota vai de 1 a 5'", async () => {
    const tooHigh = expectInvalid(await post({ ...entity.valid(), rating: 6 }), 'rating');
    expect(tooHigh.issues[0].message).toBe('A nota vai de 1 a 5');
  });

  it('writing `content` on the legacy testimonial replaces its `text`', async () => {
    const legacy = await legacyTestimonial();
    const content = 'Texto revisado pela própria cliente.';
    const res = await s.t.request('PUT', `/api/testimonials/${legacy.id}`, {
      token: s.manager,
      body: { name: legacy.name, content, rating: legacy.rating },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe(content);
    expect((await s.t.request('GET', `/api/testimonials/${legacy.id}`)).json().content).toBe(
      content,
    );
  });
});
