import { MESSAGES } from '@oficina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectInvalid } from '../testing/rest-expectations';
import { startTestApp, type TestApp } from '../testing/test-app';

/** The cases the fuzzer (fuzz.test.ts) first found answering 500, each pinned down by name. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

const faq = { question: 'Quanto tempo leva?', answer: 'Cerca de uma hora.', active: true };

describe('the NUL character (PostgreSQL text cannot store it)', () => {
  it('in a body field answers 400 naming the field, and stores nothing', async () => {
    const before = (
      await t.request('GET', '/api/faqs?include_inactive=true', { token: admin })
    ).json();
    const res = await t.request('POST', '/api/faqs', {
      token: admin,
      body: { ...faq, question: 'Quanto\u0000tempo?' },
    });
    const body = expectInvalid(res, 'question');
    expect(body.error).toBe(MESSAGES.invalidCharacters);
    const after = (
      await t.request('GET', '/api/faqs?include_inactive=true', { token: admin })
    ).json();
    expect(after).toEqual(before);
  });

  it('in a nested field and in a key', async () => {
    const res = await t.request('PUT', '/api/marketing-configs/attention-grabber', {
      token: admin,
      body: { messages: ['ok', 'nu\u0000l'] },
    });
    expectInvalid(res, 'messages.1');
    const keyed = await t.request('POST', '/api/faqs', {
      token: admin,
      body: { ...faq, 'x\u0000': 1 },
    });
    expectError(keyed, 400, 'BAD_REQUEST', MESSAGES.invalidCharacters);
  });

  it('in a query parameter, a path parameter and the login form', async () => {
    expectInvalid(await t.request('GET', '/api/audit-log?entity=%00', { token: admin }), 'entity');
    expectInvalid(await t.request('GET', '/api/editable-content?section=a%00b'), 'section');
    expectInvalid(await t.request('GET', '/api/settings/a%00b', { token: admin }), 'key');
    const login = await t.request('POST', '/api/auth/login', {
      body: { username: 'admin\u0000', password: 'x\u0000' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({
      success: false,
      token: null,
      error: MESSAGES.invalidCharacters,
    });
  });
});

describe('JSON bodies', () => {
  it('nested 10 000 levels deep answer 400, not a stack overflow', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const payload of [deep, `{"question":${deep},"answer":"x"}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/faqs',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        payload,
      });
      expectError(res, 400, 'BAD_REQUEST', MESSAGES.invalidJson);
    }
  });

  it('a few levels deep and with brackets inside strings are read as usual', async () => {
    const res = await t.request('POST', '/api/faqs', {
      token: admin,
      body: { ...faq, question: `${'['.repeat(200)} {{ Pergunta? }}` },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('over the body limit answer 413 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      payload: `{"message":"${'a'.repeat(1024 * 1024 + 10)}"}`,
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge);
  });
});
