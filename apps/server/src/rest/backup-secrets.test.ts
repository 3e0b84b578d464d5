import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { writeBackup } from '@oficina/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../mail/mail-transport';
import { type MailWorker, startMailWorker } from '../mail/mail-worker';
import { freePort } from '../testing/built-server';
import {
  SMTP_TEST_PASSWORD,
  startTestSmtpServer,
  type TestSmtpServer,
  testSmtpUrl,
} from '../testing/smtp-test-server';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

/**
 * Every secret the product hands out or is given is kept hashed or not at all: after a day's
 * use of every feature that involves one (sign-ins with and without Idempotency-Key, an API key
 * and its replay, a password reset by mail, accounts with passwords, mail through an SMTP
 * server with a password, a mail server that fails, a webhook and its rotated secret), a full
 * backup holds none of them in clear.
 */
let t: TestApp;
let smtp: TestSmtpServer;
let worker: MailWorker | undefined;
const secrets = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await worker?.stop();
  await smtp.close();
  await t.close();
});

const json = (res: { body: string }) => JSON.parse(res.body);

async function backupText(): Promise<string> {
  let text = '';
  await writeBackup(
    t.db,
    new Writable({
      write(chunk, _encoding, done) {
        text += chunk.toString();
        done();
      },
    }),
    'full',
  );
  return text;
}

describe('a full backup after using every feature', () => {
  it('holds no session token, API key, reset token, password or SMTP password', async () => {
    // Accounts with passwords, created by an admin.
    const admin = await t.tokenFor('admin', 'dona-do-backup');
    secrets.set('session token', admin);
    secrets.set('test password', TEST_PASSWORD);
    const userPassword = 'radiador-limpo-de-terça';
    const created = await t.request('POST', '/api/users', {
      token: admin,
      body: {
        username: 'rita',
        email: 'rita@oficina.test',
        password: userPassword,
        role: 'manager',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    secrets.set('user password', userPassword);

    // Sign-ins, one of them with an Idempotency-Key (and its refused replay).
    const key = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await t.request('POST', '/api/auth/login', {
        body: { username: 'rita', password: userPassword },
        headers: { 'idempotency-key': key },
      });
      if (attempt === 0) secrets.set('idempotent session token', json(res).token);
      else expect(res.statusCode).toBe(409);
    }

    // An API key, created with an Idempotency-Key and replayed, then used for a write.
    const keyKey = randomUUID();
    const apiKey = await t.request('POST', '/api/api-keys', {
      token: admin,
      body: { name: 'Integração do backup', role: 'manager' },
      headers: { 'idempotency-key': keyKey },
    });
    expect(apiKey.statusCode, apiKey.body).toBe(201);
    secrets.set('API key', json(apiKey).key);
    await t.request('POST', '/api/api-keys', {
      token: admin,
      body: { name: 'Integração do backup', role: 'manager' },
      headers: { 'idempotency-key': keyKey },
    });
    const write = await t.request('POST', '/api/faqs', {
      token: json(apiKey).key,
      body: { question: 'Fazem backup?', answer: 'Sim, todo dia.' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(write.statusCode, write.body).toBe(200);

    // A password reset by mail, through an SMTP server with a password, then confirmed.
    secrets.set('SMTP password', SMTP_TEST_PASSWORD);
    worker = startMailWorker({
      db: t.db,
      from: 'avisos@oficina.test',
      transport: smtpTransport(testSmtpUrl(smtp.port)),
      log: { info() {}, warn() {} },
      pollMs: 100,
    });
    expect(
      (await t.request('POST', '/api/auth/password-reset', { body: { username: 'rita' } }))
        .statusCode,
    ).toBe(200);
    const [mail] = await smtp.waitForMails(1);
    const resetToken = /redefinir-senha\?token=([\w-]+)/.exec(mail!.content)![1]!;
    secrets.set('reset token', resetToken);
    const newPassword = 'ventoinha-nova-de-sábado';
    const confirmed = await t.request('POST', '/api/auth/password-reset/confirm', {
      body: { token: resetToken, password: newPassword },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    secrets.set('reset password', newPassword);
    await worker.stop();

    // A mail server that refuses the connection, with a password in its address.
    const closedPort = await freePort();
    const failingPassword = 'senha-do-smtp-que-falha';
    secrets.set('failing SMTP password', failingPassword);
    worker = startMailWorker({
      db: t.db,
      from: 'avisos@oficina.test',
      transport: smtpTransport(`smtp://avisos:${failingPassword}@127.0.0.1:${closedPort}`),
      log: { info() {}, warn() {} },
      pollMs: 100,
    });
    await t.request('POST', '/api/contacts', {
      body: {
        name: 'Lead do backup',
        phone: '(21) 97777-1111',
        message: 'Quero orçamento.',
        lgpd_consent: true,
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await worker.stop();
    worker = undefined;

    // A webhook's signing secret, and the one its rotation gave (the server keeps it to sign).
    const hook = await t.request('POST', '/api/webhooks', {
      token: admin,
      body: { url: 'http://127.0.0.1:9/ganchos', events: ['contact.created'] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    secrets.set('webhook secret', json(hook).secret);
    const rotated = await t.request('POST', `/api/webhooks/${json(hook).id}/rotate-secret`, {
      token: admin,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    secrets.set('rotated webhook secret', json(rotated).secret);

    const backup = await backupText();
    expect(backup.length).toBeGreaterThan(10_000);
    const found = [...secrets]
      .filter(([, secret]) => backup.includes(secret))
      .map(([name]) => name);
    expect(found).toEqual([]);
  }, 120_000);
});
