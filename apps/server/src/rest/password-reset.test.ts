import { setPasswordFromCommand } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import { passwordResetTokens, users } from '@oficina/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../mail/mail-transport';
import { type MailWorker, startMailWorker } from '../mail/mail-worker';
import { startTestSmtpServer, type TestSmtpServer, testSmtpUrl } from '../testing/smtp-test-server';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let smtp: TestSmtpServer;
let worker: MailWorker;
let carlaId: number;

const NEW_PASSWORD = 'ventilador-azul-de-julho';

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  smtp = await startTestSmtpServer();
  worker = startMailWorker({
    db: t.db,
    from: 'avisos@oficina.test',
    transport: smtpTransport(testSmtpUrl(smtp.port)),
    log: { info() {}, warn() {} },
    pollMs: 100,
  });
  const res = await t.request('POST', '/api/users', {
    token: admin,
    body: {
      username: 'carla',
      email: 'Carla@Oficina.test',
      password: TEST_PASSWORD,
      role: 'manager',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().email).toBe('carla@oficina.test');
  carlaId = res.json().id;
});
afterAll(async () => {
  await worker.stop();
  await smtp.close();
  await t.close();
});

const askReset = (username: string, ip = '127.0.0.1') =>
  t.request('POST', '/api/auth/password-reset', { body: { username }, ip });

const confirm = (token: string, password: string) =>
  t.request('POST', '/api/auth/password-reset/confirm', { body: { token, password } });

const login = (password: string) =>
  t.request('POST', '/api/auth/login', { body: { username: 'carla', password } });

/** Whether the link's page would offer the password form (POST /api/auth/password-reset/check). */
const check = (token: string) =>
  t.request('POST', '/api/auth/password-reset/check', { body: { token } });

/** The token of the reset link in the newest mail, once `count` mails have arrived. */
async function linkToken(count: number): Promise<string> {
  const mails = await smtp.waitForMails(count);
  const mail = mails[count - 1]!;
  expect(mail.to).toEqual(['carla@oficina.test']);
  const match = /http:\/\/localhost:3000\/admin\/redefinir-senha\?token=([\w-]+)/.exec(
    mail.content,
  );
  expect(match, mail.content).not.toBeNull();
  return match![1]!;
}

describe('password reset by e-mail', () => {
  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const unknown = await askReset('ninguem-aqui');
    const known = await askReset('carla');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, message: MESSAGES.passwordResetRequested });
    const token = await linkToken(1);
    expect(token.length).toBeGreaterThan(40);
    // Only the link's hash is kept; the outbox never shows the link.
    const stored = await t.db.select().from(passwordResetTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    const outbox = await t.request('GET', '/api/outbox', { token: admin });
    expect(outbox.body).not.toContain(token);
    expect(smtp.mails).toHaveLength(1);
  });

  it('sets the new password once, ends every session, and logs in with it', async () => {
    const session = (await login(TEST_PASSWORD)).json().token as string;
    // By e-mail, in any case, works as well as by name.
    expect((await askReset('CARLA@oficina.test')).statusCode).toBe(200);
    const token = await linkToken(2);
    // The page asks whether the link works before the password is typed; asking spends nothing.
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await check(token)).json()).toEqual({ valid: true });

    // A weak password is refused without spending the link.
    const weak = await confirm(token, 'carla123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toBe(MESSAGES.commonPassword);

    const done = await confirm(token, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: MESSAGES.passwordResetDone });
    expect((await t.request('GET', '/api/auth/me', { token: session })).statusCode).toBe(401);
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    // Used: the page says so as it opens.
    expect((await check(token)).json()).toEqual({ valid: false });
    const again = await confirm(token, 'outra-senha-bem-longa-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(MESSAGES.passwordResetInvalid);
    // The first link, never used, died with the reset too.
    const first = await linkToken(1);
    expect((await confirm(first, 'outra-senha-bem-longa-9')).statusCode).toBe(400);
  });

  it('refuses an expired or unknown link with a Portuguese message', async () => {
    expect((await askReset('carla')).statusCode).toBe(200);
    const token = await linkToken(3);
    await t.db
      .update(passwordResetTokens)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.user_id, carlaId));
    for (const tried of [token, 'codigo-que-nao-existe']) {
      const checked = await check(tried);
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toEqual({ valid: false });
      const res = await confirm(tried, 'mais-uma-senha-comprida');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MESSAGES.passwordResetInvalid);
    }
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('records the request and the reset in the security log', async () => {
    const res = await t.request('GET', '/api/audit-log?entity=auth&page_size=100', {
      token: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const actions = (res.json().items as Array<{ action: string; entity_id: string | null }>).map(
      (entry) => `${entry.action}:${entry.entity_id}`,
    );
    expect(actions).toContain('password_reset_request:null');
    expect(actions).toContain(`password_reset_request:${carlaId}`);
    expect(actions).toContain(`password_reset:${carlaId}`);
  });
});

describe('users e-mail', () => {
  it('is unique whatever the case, can be cleared, and must be an e-mail', async () => {
    const create = (username: string, email: string) =>
      t.request('POST', '/api/users', {
        token: admin,
        body: { username, email, password: TEST_PASSWORD },
      });
    const taken = await create('carla-2', 'CARLA@oficina.test');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(MESSAGES.emailTaken);
    const nameTaken = await create('carla', 'outra@oficina.test');
    expect(nameTaken.statusCode).toBe(409);
    expect(nameTaken.json().error).toBe(MESSAGES.usernameTaken);
    expect((await create('bruno', 'não é e-mail')).statusCode).toBe(400);

    const bruno = await create('bruno', 'bruno@oficina.test');
    expect(bruno.statusCode, bruno.body).toBe(200);
    const id = bruno.json().id as number;
    const update = (email: string) =>
      t.request('PUT', `/api/users/${id}`, { token: admin, body: { email } });
    const clash = await update('carla@oficina.test');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe(MESSAGES.emailTaken);
    const cleared = await update('');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().email).toBeNull();
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    expect(row!.email).toBeNull();
  });
});

describe('reset requests per client (RATE_LIMIT_LOGIN=2)', () => {
  it('refuses the third request from one address with 429', async () => {
    const limited = await startTestApp({ config: { RATE_LIMIT_LOGIN: 2 } });
    try {
      const ask = () =>
        limited.request('POST', '/api/auth/password-reset', {
          body: { username: 'ninguem' },
          ip: '198.51.100.40',
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe(MESSAGES.tooManyRequests);
      // Logging in from that address is not affected.
      const login = await limited.request('POST', '/api/auth/login', {
        body: { username: 'ninguem', password: 'qualquer-coisa-1' },
        ip: '198.51.100.40',
      });
      expect(login.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('a reset link dies with what it was granted on', () => {
  let doraId: number;
  beforeAll(async () => {
    const res = await t.request('POST', '/api/users', {
      token: admin,
      body: {
        username: 'dora',
        email: 'dora@oficina.test',
        password: TEST_PASSWORD,
        role: 'viewer',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    doraId = res.json().id;
  });

  /** Asks for a link for dora (from an address of its own) and reads it from the mail. */
  async function doraLink(ip: string, to = 'dora@oficina.test'): Promise<string> {
    // Older links leave the three-per-half-hour window (they stay valid until they expire).
    await t.db
      .update(passwordResetTokens)
      .set({ created_at: sql`now() - interval '1 hour'` })
      .where(eq(passwordResetTokens.user_id, doraId));
    const before = smtp.mails.length;
    expect((await askReset('dora', ip)).statusCode).toBe(200);
    const mails = await smtp.waitForMails(before + 1);
    const mail = mails.slice(before).find((m) => m.to.includes(to))!;
    return /redefinir-senha\?token=([\w-]+)/.exec(mail.content)![1]!;
  }

  const expectDead = async (token: string) => {
    const res = await confirm(token, 'mais-uma-senha-comprida-2');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(MESSAGES.passwordResetInvalid);
  };

  const changes: Array<[string, () => Promise<unknown>]> = [
    [
      'an admin sets a new password',
      () =>
        t.request('PUT', `/api/users/${doraId}`, {
          token: admin,
          body: { password: 'outra-senha-bem-longa-1' },
        }),
    ],
    [
      'the e-mail changes',
      () =>
        t.request('PATCH', `/api/users/${doraId}`, {
          token: admin,
          body: { email: 'dora.nova@oficina.test' },
        }),
    ],
    [
      'the role changes',
      () => t.request('PUT', `/api/users/${doraId}`, { token: admin, body: { role: 'manager' } }),
    ],
    [
      'the account is deactivated and activated again',
      async () => {
        await t.request('PUT', `/api/users/${doraId}/toggle-status`, { token: admin });
        await t.request('PUT', `/api/users/${doraId}/toggle-status`, { token: admin });
      },
    ],
    [
      'the password is set on the server’s command line',
      () => setPasswordFromCommand(t.db, 'dora', 'senha-da-linha-de-comando-1'),
    ],
    [
      'the password hash changes in the database directly',
      () =>
        t.db
          .update(users)
          .set({ password_hash: sql`${users.password_hash} || 'x'` })
          .where(eq(users.id, doraId)),
    ],
  ];

  changes.forEach(([what, change], index) => {
    it(`is refused after ${what}`, async () => {
      const [row] = await t.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, doraId));
      const token = await doraLink(`198.51.100.${200 + index}`, row!.email!);
      await change();
      await expectDead(token);
    });
  });

  it('still works when nothing it was granted on changed', async () => {
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, doraId));
    const token = await doraLink('198.51.100.250', row!.email!);
    // A change of something else (the last login time) leaves it alive.
    await t.db.update(users).set({ last_login: new Date() }).where(eq(users.id, doraId));
    const res = await confirm(token, 'dora-escolheu-esta-senha');
    expect(res.statusCode, res.body).toBe(200);
  });
});
