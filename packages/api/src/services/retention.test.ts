import { workshopTime } from '@oficina/core';
import {
  auditLog,
  contactMessages,
  type DatabaseHandle,
  leadEventsDaily,
  loginAttempts,
  outbox,
  passwordResetTokens,
  rateLimitBuckets,
  sessions,
  settings,
  users,
} from '@oficina/db';
import { openTestDatabase } from '@oficina/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { purgeExpiredData, RETENTION_BATCH } from './retention';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('purgeExpiredData', () => {
  let handle: DatabaseHandle;
  let userId: number;
  // Rows sit a minute or more on either side of each limit, so the few milliseconds between
  // this clock and the purge's statements never matter.
  let now: Date;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  beforeAll(async () => {
    handle = await openTestDatabase(inject('testDatabase'));
    const [user] = await handle.db
      .insert(users)
      .values({ username: 'retencao', password_hash: 'x', role: 'admin' })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(async () => {
    await handle.close();
  });

  beforeEach(async () => {
    const db = handle.db;
    await db.delete(loginAttempts);
    await db.delete(sessions);
    await db.delete(auditLog);
    await db.delete(rateLimitBuckets);
    await db.delete(contactMessages);
    await db.delete(leadEventsDaily);
    await db.delete(settings).where(eq(settings.key, 'audit_retention_days'));
    await db.delete(settings).where(eq(settings.key, 'session_timeout'));
    now = new Date();
  });

  const setSetting = (key: string, value: string) =>
    handle.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });

  const attempt = (label: string, success: boolean, age: number) => ({
    username: label,
    ip: '203.0.113.7',
    success,
    created_at: ago(age),
  });

  const session = (label: string, ages: { created: number; lastSeen: number }) => ({
    token_hash: label,
    user_id: userId,
    created_at: ago(ages.created),
    last_seen_at: ago(ages.lastSeen),
    // As createSession sets it: 12 h after login.
    expires_at: new Date(now.getTime() - ages.created + 12 * HOUR),
  });

  const audit = (label: string, age: number) => ({
    action: 'update',
    entity: 'faq',
    entity_id: label,
    created_at: ago(age),
  });

  /** A message received `age` ago, last changed `changed` ago (the same when not given). */
  const contact = (
    label: string,
    status: 'novo' | 'arquivado' | 'spam',
    age: number,
    changed = age,
  ) => ({
    name: label,
    email: 'visitante@example.com',
    message: `Mensagem ${label}`,
    lgpd_consent: true,
    consent_at: ago(age),
    status,
    created_at: ago(age),
    updated_at: ago(changed),
  });

  async function seedMixedRows() {
    await handle.db
      .insert(loginAttempts)
      .values([
        attempt('failure-old', false, 16 * MINUTE),
        attempt('failure-fresh', false, 14 * MINUTE),
        attempt('success-old', true, 31 * DAY),
        attempt('success-fresh', true, 29 * DAY),
      ]);
    await handle.db
      .insert(sessions)
      .values([
        session('past-absolute', { created: 13 * HOUR, lastSeen: 1 * MINUTE }),
        session('idle', { created: 2 * HOUR, lastSeen: 31 * MINUTE }),
        session('live', { created: 11 * HOUR, lastSeen: 29 * MINUTE }),
      ]);
    await handle.db
      .insert(auditLog)
      .values([audit('audit-old', 366 * DAY), audit('audit-fresh', 364 * DAY)]);
    await handle.db.insert(rateLimitBuckets).values([
      { key: 'api:old', window_start: ago(2 * MINUTE), expires_at: ago(MINUTE) },
      { key: 'api:fresh', window_start: ago(MINUTE), expires_at: new Date(now.getTime() + HOUR) },
    ]);
    await handle.db
      .insert(contactMessages)
      .values([
        contact('spam-old', 'spam', 31 * DAY),
        contact('spam-fresh', 'spam', 29 * DAY),
        contact('lead-old', 'novo', 400 * DAY),
        contact('archived-old', 'arquivado', 400 * DAY),
      ]);
    // Per-page counts: kept 400 days (on the workshop's calendar), then gone.
    await handle.db.insert(leadEventsDaily).values([
      { day: workshopTime(ago(402 * DAY)).isoDate, path: '/', visits: 3 },
      { day: workshopTime(ago(402 * DAY)).isoDate, path: '/servicos', visits: 1 },
      { day: workshopTime(ago(398 * DAY)).isoDate, path: '/', visits: 2 },
    ]);
  }

  async function remaining() {
    const db = handle.db;
    return {
      loginAttempts: (await db.select({ u: loginAttempts.username }).from(loginAttempts))
        .map((r) => r.u)
        .sort(),
      sessions: (await db.select({ t: sessions.token_hash }).from(sessions)).map((r) => r.t).sort(),
      audit: (await db.select({ id: auditLog.entity_id }).from(auditLog)).map((r) => r.id).sort(),
      buckets: (await db.select({ k: rateLimitBuckets.key }).from(rateLimitBuckets))
        .map((r) => r.k)
        .sort(),
      contacts: (await db.select({ n: contactMessages.name }).from(contactMessages))
        .map((r) => r.n)
        .sort(),
    };
  }

  it('removes exactly the rows past their window and keeps the fresh ones', async () => {
    await seedMixedRows();
    const outcome = await purgeExpiredData(handle.db, now);
    expect(outcome).toEqual({
      loginAttempts: 2,
      sessions: 2,
      auditEntries: 1,
      spamContacts: 1,
      resetTokens: 0,
      outboxMails: 0,
      idempotencyKeys: 0,
      trashItems: 0,
      bookingLinks: 0,
      leadEventDays: 2,
      webhookDeliveries: 0,
    });
    expect(
      (await handle.db.select({ day: leadEventsDaily.day }).from(leadEventsDaily)).map(
        (r) => r.day,
      ),
    ).toEqual([workshopTime(ago(398 * DAY)).isoDate]);
    expect(await remaining()).toEqual({
      // Failures count for the 15-minute lockout; successes keep an address known for 30 days.
      loginAttempts: ['failure-fresh', 'success-fresh'],
      sessions: ['live'],
      audit: ['audit-fresh'],
      buckets: ['api:fresh'],
      // Spam goes after 30 days; real messages stay however old they are.
      contacts: ['archived-old', 'lead-old', 'spam-fresh'],
    });
  });

  it('counts a spam message’s days from its last change, not its arrival', async () => {
    await handle.db.insert(contactMessages).values([
      // Marked as spam by hand yesterday, though received long ago: still within its days.
      contact('marked-yesterday', 'spam', 90 * DAY, DAY),
      contact('marked-long-ago', 'spam', 90 * DAY, 31 * DAY),
      // Moved out of spam: a real message now, never purged.
      contact('not-spam-after-all', 'novo', 90 * DAY, 31 * DAY),
    ]);
    expect((await purgeExpiredData(handle.db, now)).spamContacts).toBe(1);
    expect((await remaining()).contacts).toEqual(['marked-yesterday', 'not-spam-after-all']);
  });

  it('deletes reset links a day past their end and old sent mail, never pending mail', async () => {
    await handle.db.delete(passwordResetTokens);
    await handle.db.delete(outbox);
    await handle.db.insert(passwordResetTokens).values([
      { token_hash: 'spent-long-ago', user_id: userId, expires_at: ago(DAY + HOUR) },
      { token_hash: 'ended-an-hour-ago', user_id: userId, expires_at: ago(HOUR) },
    ]);
    const mail = (subject: string, status: 'pending' | 'sent' | 'failed', age: number) => ({
      kind: 'lead',
      to: 'dono@oficina.test',
      subject,
      text: subject,
      status,
      created_at: ago(age),
    });
    await handle.db
      .insert(outbox)
      .values([
        mail('sent-old', 'sent', 31 * DAY),
        mail('failed-old', 'failed', 31 * DAY),
        mail('pending-old', 'pending', 31 * DAY),
        mail('sent-recent', 'sent', 29 * DAY),
      ]);
    const outcome = await purgeExpiredData(handle.db, now);
    expect(outcome).toMatchObject({ resetTokens: 1, outboxMails: 2 });
    const tokens = await handle.db
      .select({ h: passwordResetTokens.token_hash })
      .from(passwordResetTokens);
    expect(tokens.map((t) => t.h)).toEqual(['ended-an-hour-ago']);
    const left = await handle.db.select({ s: outbox.subject }).from(outbox);
    expect(left.map((m) => m.s).sort()).toEqual(['pending-old', 'sent-recent']);
  });

  it('deletes a spam backlog larger than one batch', async () => {
    const rows = Array.from({ length: RETENTION_BATCH + 3 }, (_, i) =>
      contact(`spam-${i}`, 'spam', 45 * DAY),
    );
    for (let i = 0; i < rows.length; i += 1000)
      await handle.db.insert(contactMessages).values(rows.slice(i, i + 1000));
    await handle.db.insert(contactMessages).values(contact('lead', 'novo', 45 * DAY));
    expect((await purgeExpiredData(handle.db, now)).spamContacts).toBe(RETENTION_BATCH + 3);
    expect((await remaining()).contacts).toEqual(['lead']);
  });

  it('follows the session_timeout setting for idle sessions', async () => {
    await setSetting('session_timeout', '60');
    await handle.db
      .insert(sessions)
      .values([
        session('idle-45', { created: 2 * HOUR, lastSeen: 45 * MINUTE }),
        session('idle-61', { created: 2 * HOUR, lastSeen: 61 * MINUTE }),
      ]);
    expect((await purgeExpiredData(handle.db, now)).sessions).toBe(1);
    expect((await remaining()).sessions).toEqual(['idle-45']);
  });

  it('follows the audit_retention_days setting', async () => {
    await handle.db
      .insert(auditLog)
      .values([audit('40-days', 40 * DAY), audit('20-days', 20 * DAY), audit('today', 0)]);
    expect((await purgeExpiredData(handle.db, now)).auditEntries).toBe(0);

    await setSetting('audit_retention_days', '30');
    expect((await purgeExpiredData(handle.db, now)).auditEntries).toBe(1);
    expect((await remaining()).audit).toEqual(['20-days', 'today']);

    // A value the rule refuses falls back to the default year instead of erasing the trail.
    await setSetting('audit_retention_days', '0');
    await handle.db.insert(auditLog).values(audit('40-days', 40 * DAY));
    expect((await purgeExpiredData(handle.db, now)).auditEntries).toBe(0);
  });

  it('deletes a backlog larger than one batch', async () => {
    const rows = Array.from({ length: RETENTION_BATCH + 7 }, (_, i) =>
      audit(`old-${i}`, 400 * DAY),
    );
    for (let i = 0; i < rows.length; i += 1000)
      await handle.db.insert(auditLog).values(rows.slice(i, i + 1000));
    await handle.db.insert(auditLog).values(audit('fresh', DAY));
    expect((await purgeExpiredData(handle.db, now)).auditEntries).toBe(RETENTION_BATCH + 7);
    expect((await remaining()).audit).toEqual(['fresh']);
  });

  it('is harmless when runs overlap or repeat', async () => {
    await seedMixedRows();
    const [first, second] = await Promise.all([
      purgeExpiredData(handle.db, now),
      purgeExpiredData(handle.db, now),
    ]);
    // Each old row went once, whichever run took it.
    expect(first.loginAttempts + second.loginAttempts).toBe(2);
    expect(first.sessions + second.sessions).toBe(2);
    expect(first.auditEntries + second.auditEntries).toBe(1);
    expect(first.spamContacts + second.spamContacts).toBe(1);
    expect(await purgeExpiredData(handle.db, now)).toEqual({
      loginAttempts: 0,
      sessions: 0,
      auditEntries: 0,
      spamContacts: 0,
      resetTokens: 0,
      outboxMails: 0,
      idempotencyKeys: 0,
      trashItems: 0,
      bookingLinks: 0,
      leadEventDays: 0,
      webhookDeliveries: 0,
    });
    expect(await remaining()).toEqual({
      loginAttempts: ['failure-fresh', 'success-fresh'],
      sessions: ['live'],
      audit: ['audit-fresh'],
      buckets: ['api:fresh'],
      contacts: ['archived-old', 'lead-old', 'spam-fresh'],
    });
  });
});
