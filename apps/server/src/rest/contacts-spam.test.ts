import { randomUUID } from 'node:crypto';
import { CONTACT_MIN_FILL_MS } from '@oficina/core';
import { auditLog, contactMessages } from '@oficina/db';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let viewer: string;
let manager: string;
beforeAll(async () => {
  t = await startTestApp();
  viewer = await t.tokenFor('viewer');
  manager = await t.tokenFor('manager');
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

async function statusOf(id: number) {
  const [row] = await t.db
    .select({ status: contactMessages.status })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row?.status;
}

/** The ids GET /api/contacts lists for a query (one page of 100 is plenty here). */
async function listed(query: string) {
  const res = await t.request('GET', `/api/contacts?page_size=100${query}`, { token: viewer });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as { items: Array<{ id: number; status: string }>; total: number };
  return { ids: page.items.map((item) => item.id), page };
}

const send = (body: unknown) => t.request('POST', '/api/contacts', { body });

describe('contact spam', () => {
  it('stores a normal message in the inbox, with or without the anti-spam fields', async () => {
    for (const extra of [
      {},
      { website: '', elapsed_ms: 45_000 },
      { website: '   ', elapsed_ms: 45_000 },
      { elapsed_ms: CONTACT_MIN_FILL_MS },
    ]) {
      const { marker, body } = message(extra);
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, id: expect.any(Number), message: SENT });
      expect(await storedWith(marker)).toEqual({ messages: 1, audits: 1 });
      expect(await statusOf(res.json().id)).toBe('novo');
    }
  });

  it.each([
    ['the honeypot filled', { website: 'https://promo.example' }],
    ['the honeypot filled, sent slowly', { website: 'x', elapsed_ms: 60_000 }],
    ['sent too fast (an autofilled form)', { elapsed_ms: 500 }],
    ['sent instantly', { elapsed_ms: 0 }],
    ['sent just under the minimum', { elapsed_ms: CONTACT_MIN_FILL_MS - 1 }],
  ])('answers %s exactly like a success and keeps it as spam', async (_label, extra) => {
    const real = await send(message({ elapsed_ms: 30_000 }).body);
    const { marker, body } = message(extra);
    const res = await send(body);
    expect(res.statusCode).toBe(real.statusCode);
    expect(res.headers['content-type']).toBe(real.headers['content-type']);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(real.json()).sort());
    expect(res.json()).toEqual({ success: true, id: expect.any(Number), message: SENT });
    // The id is the stored message's own, in order with the real ones.
    expect(res.json().id).toBeGreaterThan(real.json().id);
    expect(await statusOf(res.json().id)).toBe('spam');
    // Kept, but with no audit entry: the trail outlives spam's 30 days.
    expect(await storedWith(marker)).toEqual({ messages: 1, audits: 0 });
    const after = await send(message({ elapsed_ms: 30_000 }).body);
    expect(after.json().id).toBeGreaterThan(res.json().id);
  });

  it('does the same through tRPC (the site’s own form)', async () => {
    const { marker, body } = message({ website: 'bot@example.com', elapsed_ms: 10_000 });
    const res = await t.request('POST', '/trpc/contacts.create', { body });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toMatchObject({ success: true, message: SENT });
    expect(await storedWith(marker)).toEqual({ messages: 1, audits: 0 });
    expect(await statusOf(res.json().result.data.id)).toBe('spam');
  });

  it('lists spam only under ?status=spam, never in the inbox, the dashboard or the export', async () => {
    const tag = `lista-spam-${randomUUID()}`;
    const fast = await send(message({ name: `Rápido ${tag}`, elapsed_ms: 500 }).body);
    const trap = await send(
      message({ name: `Armadilha ${tag}`, website: 'https://x.example' }).body,
    );
    const real = await send(message({ name: `Cliente ${tag}`, elapsed_ms: 20_000 }).body);
    const [fastId, trapId, realId] = [fast, trap, real].map((res) => res.json().id as number);

    const spam = await listed(`&status=spam&q=${encodeURIComponent(tag)}`);
    expect(spam.ids).toEqual([trapId, fastId]);
    expect(spam.page.total).toBe(2);
    expect(spam.page.items.every((item) => item.status === 'spam')).toBe(true);
    // The search finds a spam message by its text, its name or its e-mail.
    expect((await listed(`&status=spam&q=Armadilha%20${encodeURIComponent(tag)}`)).ids).toEqual([
      trapId,
    ]);

    // The inbox: no status filter, with or without a search, sorted any way.
    const inbox = await listed(`&q=${encodeURIComponent(tag)}`);
    expect(inbox.ids).toEqual([realId]);
    expect(inbox.page.total).toBe(1);
    for (const query of ['', '&sort=status&order=desc', '&sort=name&order=asc']) {
      const { ids, page } = await listed(query);
      expect(ids, query).not.toContain(fastId);
      expect(ids, query).not.toContain(trapId);
      expect(page.items.every((item) => item.status !== 'spam')).toBe(true);
    }

    // A message is still readable on its own (the spam list opens it).
    const one = await t.request('GET', `/api/contacts/${fastId}`, { token: viewer });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: fastId, status: 'spam' });

    const dashboard = (await t.request('GET', '/api/dashboard', { token: viewer })).json();
    const latest = (dashboard.latest_contacts as Array<{ id: number }>).map((c) => c.id);
    expect(latest).toContain(realId);
    expect(latest).not.toContain(fastId);
    expect(latest).not.toContain(trapId);
    const [novos] = await t.db
      .select({ n: count() })
      .from(contactMessages)
      .where(eq(contactMessages.status, 'novo'));
    expect(dashboard.counts.new_contacts).toBe(novos?.n);

    const csv = async (query: string) =>
      (
        await t.request('GET', `/api/contacts/export.csv?q=${encodeURIComponent(tag)}${query}`, {
          token: viewer,
        })
      ).body;
    const inboxFile = await csv('');
    expect(inboxFile).toContain(`Cliente ${tag}`);
    expect(inboxFile).not.toContain(`Rápido ${tag}`);
    const spamFile = await csv('&status=spam');
    expect(spamFile).toContain(`Rápido ${tag}`);
    expect(spamFile).toContain(`Armadilha ${tag}`);
    expect(spamFile).not.toContain(`Cliente ${tag}`);
  });

  it('moves a message marked as not spam to the inbox, as a new one', async () => {
    const tag = `nao-e-spam-${randomUUID()}`;
    const { marker, body } = message({ name: `Apressado ${tag}`, elapsed_ms: 500 });
    const id = (await send(body)).json().id as number;
    const before = (await t.request('GET', '/api/dashboard', { token: viewer })).json();

    const res = await t.request('PUT', `/api/contacts/${id}/status`, {
      token: manager,
      body: { status: 'novo' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'novo' });

    expect((await listed(`&q=${encodeURIComponent(tag)}`)).ids).toEqual([id]);
    expect((await listed(`&status=novo&q=${encodeURIComponent(tag)}`)).ids).toEqual([id]);
    expect((await listed(`&status=spam&q=${encodeURIComponent(tag)}`)).ids).toEqual([]);
    const after = (await t.request('GET', '/api/dashboard', { token: viewer })).json();
    expect(after.counts.new_contacts).toBe(before.counts.new_contacts + 1);
    expect(after.latest_contacts[0]).toMatchObject({ id, status: 'novo' });
    // From now on it is a real message: the change is in the audit trail, with the message.
    expect(await storedWith(marker)).toEqual({ messages: 1, audits: 1 });
  });

  it('lets only managers and up move a message out of spam', async () => {
    const id = (await send(message({ elapsed_ms: 500 }).body)).json().id as number;
    const res = await t.request('PUT', `/api/contacts/${id}/status`, {
      token: viewer,
      body: { status: 'novo' },
    });
    expect(res.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('spam');
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
