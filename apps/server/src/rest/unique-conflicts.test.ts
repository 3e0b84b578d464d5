import { MESSAGES } from '@oficina/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../testing/rest-expectations';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

/**
 * Every unique constraint of packages/db/src/schema reached through the API: a duplicate
 * answers 409 with the constraint's message (never 500), also when the duplicates race each
 * other, and rows addressed by a natural key (settings, site texts, marketing) are upserts that
 * concurrent writers never break. Not unique, so not here: banners.key (several banners may
 * share a key), social links. Not reachable by a client: sessions.token_hash (random).
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

const PARALLEL = 8;
const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.map((res) => res.statusCode).sort();

describe('users.username (unique, case-insensitive)', () => {
  it('a second user with the same name in other case answers 409', async () => {
    const body = { username: 'duplicado', password: TEST_PASSWORD, role: 'viewer' };
    expect((await t.request('POST', '/api/users', { token: admin, body })).statusCode).toBe(200);
    const again = await t.request('POST', '/api/users', {
      token: admin,
      body: { ...body, username: 'DUPLICADO' },
    });
    expectError(again, 409, 'CONFLICT', MESSAGES.usernameTaken);
  });

  it('renaming a user to a taken name answers 409', async () => {
    const body = { username: 'renomear-me', password: TEST_PASSWORD, role: 'viewer' };
    const created = await t.request('POST', '/api/users', { token: admin, body });
    const res = await t.request('PUT', `/api/users/${created.json().id}`, {
      token: admin,
      body: { username: 'Duplicado' },
    });
    expectError(res, 409, 'CONFLICT', MESSAGES.usernameTaken);
  });

  it('racing creations: exactly one is created, the rest answer 409', async () => {
    const body = { username: 'corrida', password: TEST_PASSWORD, role: 'viewer' };
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.request('POST', '/api/users', { token: admin, body }),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    for (const res of responses.filter((r) => r.statusCode === 409)) {
      expectError(res, 409, 'CONFLICT', MESSAGES.usernameTaken);
    }
  });
});

describe('blog_posts.slug (unique)', () => {
  const post = (slug: string) => ({
    slug,
    title: 'Um post',
    body: 'Texto do post.',
    published: false,
  });

  it('creating or renaming to a taken slug answers 409', async () => {
    const first = await t.request('POST', '/api/blog-posts', {
      token: admin,
      body: post('slug-repetido'),
    });
    expect(first.statusCode, first.body).toBe(200);
    expectError(
      await t.request('POST', '/api/blog-posts', { token: admin, body: post('slug-repetido') }),
      409,
      'CONFLICT',
      MESSAGES.slugTaken,
    );
    const other = await t.request('POST', '/api/blog-posts', {
      token: admin,
      body: post('outro-slug'),
    });
    expectError(
      await t.request('PUT', `/api/blog-posts/${other.json().id}`, {
        token: admin,
        body: post('slug-repetido'),
      }),
      409,
      'CONFLICT',
      MESSAGES.slugTaken,
    );
  });

  it('racing creations: exactly one is created', async () => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.request('POST', '/api/blog-posts', { token: admin, body: post('slug-corrida') }),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
  });
});

describe('whatsapp_contexts.name (unique)', () => {
  const context = (name: string) => ({
    name,
    description: 'Contexto de teste',
    message_template: 'Olá! Quero saber sobre {servico}.',
    button_text: 'Falar no WhatsApp',
    active: true,
  });

  it('a second context with the same name answers 409', async () => {
    const first = await t.request('POST', '/api/whatsapp-contexts', {
      token: admin,
      body: context('contexto_repetido'),
    });
    expect(first.statusCode, first.body).toBe(200);
    expectError(
      await t.request('POST', '/api/whatsapp-contexts', {
        token: admin,
        body: context('contexto_repetido'),
      }),
      409,
      'CONFLICT',
    );
  });

  it('racing creations: exactly one is created', async () => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.request('POST', '/api/whatsapp-contexts', {
          token: admin,
          body: context('contexto_corrida'),
        }),
      ),
    );
    expect(statuses(responses)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
  });
});

describe('natural keys (settings.key, editable_content.key, marketing_configs.key): upserts', () => {
  it('racing writes of a new setting all succeed and leave one row with one of the values', async () => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.request('PUT', '/api/settings/chave_da_corrida', {
          token: admin,
          body: { value: `valor ${i}` },
        }),
      ),
    );
    expect(statuses(responses), responses.map((r) => r.body).join('\n')).toEqual(
      Array(PARALLEL).fill(200),
    );
    const all = (await t.request('GET', '/api/settings', { token: admin })).json() as Array<{
      key: string;
      value: string;
    }>;
    const rows = all.filter((row) => row.key === 'chave_da_corrida');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toMatch(/^valor \d$/);
  });

  it('racing writes of a new site text all succeed and leave one row', async () => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.request('PUT', '/api/editable-content/texto.da.corrida', {
          token: admin,
          body: { section: 'home', type: 'text', value: `texto ${i}` },
        }),
      ),
    );
    expect(statuses(responses), responses.map((r) => r.body).join('\n')).toEqual(
      Array(PARALLEL).fill(200),
    );
    const list = (await t.request('GET', '/api/editable-content')).json() as Array<{ key: string }>;
    expect(list.filter((row) => row.key === 'texto.da.corrida')).toHaveLength(1);
  });

  it('racing writes of a marketing config all succeed', async () => {
    const current = (await t.request('GET', '/api/marketing-configs/offer-banner')).json();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.request('PUT', '/api/marketing-configs/offer-banner', {
          token: admin,
          body: { ...current, title: `Oferta ${i}` },
        }),
      ),
    );
    expect(statuses(responses), responses.map((r) => r.body).join('\n')).toEqual(
      Array(PARALLEL).fill(200),
    );
  });
});

describe('media.sha256 (unique): the same image again is the stored one', () => {
  it('sequential and racing uploads of the same bytes answer one id, never 409 or 500', async () => {
    const bytes = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'image/png' },
        payload: bytes,
      });
    const responses = await Promise.all(Array.from({ length: 4 }, upload));
    const again = await upload();
    for (const res of [...responses, again]) expect([200, 201], res.body).toContain(res.statusCode);
    expect(responses.filter((res) => res.statusCode === 201).length).toBeLessThanOrEqual(1);
    expect(again.statusCode).toBe(200);
    expect(new Set([...responses, again].map((res) => res.json().id)).size).toBe(1);
  });
});
