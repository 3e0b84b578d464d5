import { randomUUID } from 'node:crypto';
import { CONTACT_MIN_FILL_MS } from '@oficina/core';
import { auditLog, contactMessages } from '@oficina/db';
import { count, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const SENT = 'Mensagem enviada com sucesso! Responderemos em breve.';

function message(extra: Record<string, unknown> = {}) {
  const marker = `spam-test-${randomUUID()}`;
  return {
    marker,
    body: {
      name: 'Visitante de Teste',
      email: 'visitante@example.com',
      message: `Gostaria de um orçamento. ${marker}`,
      lgpd_consent: true,
      ...extra,
    },
  };
}

/** Rows holding the marker: the message table and the audit trail. */
async function storedWith(marker: string) {
  const [messages] = await t.db
    .select({ n: count() })
    .from(contactMessages)
    .where(like(contactMessages.message, `%${marker}%`));
  const [audits] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(like(sql`${auditLog.after}::text`, `%${marker}%`));
  return { messages: messages?.n ?? 0, audits: audits?.n ?? 0 };
}

const send = (body: unknown) => t.request('POST', '/api/contacts', { body });

describe('contact spam', () => {
  it('stores a normal message, with or without the anti-spam fields', async () => {
    for (const extra of [
      {},
      { website: '', elapsed_ms: 45_000 },
      { elapsed_ms: CONTACT_MIN_FILL_MS },
    ]) {
      const { marker, body } = message(extra);
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, id: expect.any(Number), message: SENT });
      expect(await storedWith(marker)).toEqual({ messages: 1, audits: 1 });
    }
  });

  it.each([
    ['the honeypot filled', { website: 'https://promo.example' }],
    ['the honeypot filled, sent slowly', { website: 'x', elapsed_ms: 60_000 }],
    ['sent too fast', { elapsed_ms: 400 }],
    ['sent instantly', { elapsed_ms: 0 }],
    ['sent just under the minimum', { elapsed_ms: CONTACT_MIN_FILL_MS - 1 }],
  ])('answers %s exactly like a success and stores nothing', async (_label, extra) => {
    const real = await send(message({ elapsed_ms: 30_000 }).body);
    const { marker, body } = message(extra);
    const res = await send(body);
    expect(res.statusCode).toBe(real.statusCode);
    expect(res.headers['content-type']).toBe(real.headers['content-type']);
    expect(res.json()).toEqual({ success: true, id: expect.any(Number), message: SENT });
    // The id looks like the next real one: new, in order, never a placeholder.
    expect(res.json().id).toBeGreaterThan(real.json().id);
    expect(await storedWith(marker)).toEqual({ messages: 0, audits: 0 });
    // A real message sent after it gets a later id still.
    const after = await send(message({ elapsed_ms: 30_000 }).body);
    expect(after.json().id).toBeGreaterThan(res.json().id);
  });

  it('does the same through tRPC (the site’s own form)', async () => {
    const { marker, body } = message({ website: 'bot@example.com', elapsed_ms: 10_000 });
    const res = await t.request('POST', '/trpc/contacts.create', { body });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({ success: true, message: SENT });
    expect(await storedWith(marker)).toEqual({ messages: 0, audits: 0 });
  });

  it('never stores the anti-spam fields with a real message', async () => {
    const { marker, body } = message({ website: '', elapsed_ms: 12_345 });
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    const admin = await t.tokenFor('admin');
    const stored = await t.request('GET', `/api/contacts/${res.json().id}`, { token: admin });
    expect(stored.json().message).toContain(marker);
    expect(stored.body).not.toContain('website');
    expect(stored.body).not.toContain('elapsed_ms');
    expect(stored.body).not.toContain('12345');
  });

  it.each([
    ['a honeypot that is not text', { website: 42 }],
    ['a huge honeypot', { website: 'x'.repeat(2001) }],
    ['a negative fill time', { elapsed_ms: -5 }],
    ['a fill time that is not a number', { elapsed_ms: 'depressa' }],
  ])('refuses %s as invalid input (400), storing nothing', async (_label, extra) => {
    const { marker, body } = message(extra);
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(await storedWith(marker)).toEqual({ messages: 0, audits: 0 });
  });

  it('keeps the existing length limits and the LGPD consent rule', async () => {
    for (const [extra, field] of [
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ message: 'x'.repeat(5001) }, 'message'],
      [{ email: `${'x'.repeat(195)}@a.com` }, 'email'],
      [{ lgpd_consent: false }, 'lgpd_consent'],
    ] as const) {
      const res = await send(message(extra).body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
    }
  });
});
