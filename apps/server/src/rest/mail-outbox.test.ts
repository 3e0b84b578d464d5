import { mailErrorText } from '@oficina/core';
import { outbox } from '@oficina/db';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { logTransport, smtpTransport } from '../mail/mail-transport';
import { type MailWorker, startMailWorker } from '../mail/mail-worker';
import { freePort } from '../testing/built-server';
import {
  SMTP_TEST_PASSWORD,
  startTestSmtpServer,
  type TestSmtpServer,
  testSmtpUrl,
} from '../testing/smtp-test-server';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let worker: MailWorker | undefined;
let smtp: TestSmtpServer | undefined;
const logLines: Array<{ level: 'info' | 'warn'; obj: unknown; msg: string }> = [];

const RECIPIENTS = ['dono@oficina.test', 'gerente@oficina.test'];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  const res = await t.request('PUT', '/api/settings/notification_emails', {
    token: admin,
    body: { value: RECIPIENTS.join(', ') },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await smtp?.close();
  smtp = undefined;
  await setting('email_notifications', 'true');
});
afterAll(() => t.close());

async function setting(key: string, value: string) {
  const res = await t.request('PUT', `/api/settings/${key}`, { token: admin, body: { value } });
  expect(res.statusCode, res.body).toBe(200);
}

function startWorker(smtpUrl: string | null) {
  const log = {
    info: (obj: unknown, msg: string) => logLines.push({ level: 'info', obj, msg }),
    warn: (obj: unknown, msg: string) => logLines.push({ level: 'warn', obj, msg }),
  };
  worker = startMailWorker({
    db: t.db,
    from: 'Oficina <avisos@oficina.test>',
    transport: smtpUrl ? smtpTransport(smtpUrl) : logTransport(log),
    log,
    pollMs: 200,
  });
  return worker;
}

let leads = 0;
async function sendLead(extra: Record<string, unknown> = {}) {
  leads++;
  const res = await t.request('POST', '/api/contacts', {
    body: {
      name: `Joana Pereira ${leads}`,
      email: 'joana@example.com',
      phone: '(21) 98888-7777',
      vehicle: 'Honda Civic 2018',
      service: 'Higienização do ar',
      message: 'O ar está com cheiro ruim & fraco <b>desde ontem</b>.',
      lgpd_consent: true,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

async function outboxPage(query = '') {
  const res = await t.request('GET', `/api/outbox${query}`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Array<{
      id: number;
      kind: string;
      to: string;
      reply_to: string | null;
      subject: string;
      text: string;
      status: string;
      attempts: number;
      last_error: string | null;
      sent_at: string | null;
    }>;
    total: number;
  };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('lead alerts by e-mail', () => {
  it('mails a new lead to the listed addresses with its details and both links', async () => {
    smtp = await startTestSmtpServer();
    startWorker(testSmtpUrl(smtp.port));
    const id = await sendLead();
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.to.sort()).toEqual(RECIPIENTS);
    expect(mail!.from).toBe('avisos@oficina.test');
    for (const detail of [
      `Nome: Joana Pereira ${leads}`,
      'Telefone: (21) 98888-7777',
      'E-mail: joana@example.com',
      'Veículo: Honda Civic 2018',
      'Serviço: Higienização do ar',
      'O ar está com cheiro ruim & fraco <b>desde ontem</b>.',
      'Responder pelo WhatsApp: https://wa.me/5521988887777?text=Ol%C3%A1%2C%20Joana!',
      'Responder por e-mail: mailto:joana@example.com?subject=',
      'Ligar: tel:+5521988887777',
      `Abrir no painel: http://localhost:3000/admin/contact?id=${id}`,
    ])
      expect(mail!.content).toContain(detail);
    // When it came, on the workshop's clock ("sexta-feira, 27 de novembro de 2026 às 10:05").
    expect(mail!.content).toMatch(/Recebida em: \S+, \d{1,2} de \S+ de \d{4} às \d{2}:\d{2}/);
    // The mail app's "Responder" writes to the visitor, not to the no-reply sender.
    expect(mail!.content).toMatch(/^Reply-To: joana@example\.com$/im);
    // The HTML part escapes what the visitor typed, under its own title, sized for a phone.
    expect(mail!.content).toContain('fraco &lt;b&gt;desde ontem&lt;/b&gt;');
    expect(mail!.content).toContain('>Mensagem</h2>');
    expect(mail!.content).toContain('name="viewport"');

    const sent = await until(
      () => outboxPage(),
      (page) => page.items[0]?.status === 'sent',
    );
    expect(sent.items[0]).toMatchObject({
      kind: 'lead',
      attempts: 1,
      last_error: null,
      reply_to: 'joana@example.com',
    });
    expect(sent.items[0]!.sent_at).not.toBeNull();
  });

  it('keeps characters that reorder or hide text out of the Subject', async () => {
    smtp = await startTestSmtpServer();
    startWorker(testSmtpUrl(smtp.port));
    // U+202E turns what follows around on screen; U+2066 and U+200F hide direction changes.
    await sendLead({ name: 'Joana \u202Eacitsart\u2066 Pereira\u200F' });
    const [mail] = await smtp.waitForMails(1);
    const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(mail!.content)?.[1] ?? '';
    const decoded = subject.replace(/=\?utf-8\?[QB]\?([^?]*)\?=/gi, (_, text: string) =>
      decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
    expect(decoded).toContain('Joana');
    expect(decoded).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/);
    const [listed] = (await outboxPage()).items;
    expect(listed!.subject).toMatch(/^[^\u202a-\u202e\u2066-\u2069\u200e\u200f]*$/);
    expect(listed!.subject).toContain('Joana acitsart Pereira');
  });

  it('leaves out the e-mail reply and Reply-To for a lead that gave only a phone', async () => {
    smtp = await startTestSmtpServer();
    startWorker(testSmtpUrl(smtp.port));
    await sendLead({ email: null });
    const [mail] = await smtp.waitForMails(1);
    expect(mail!.content).not.toMatch(/^Reply-To:/im);
    expect(mail!.content).not.toContain('Responder por e-mail');
    expect(mail!.content).toContain('Ligar: tel:+5521988887777');
    const [listed] = (await outboxPage()).items;
    expect(listed!.reply_to).toBeNull();
  });

  it('queues nothing for a message held as spam, nor when alerts are off', async () => {
    const before = (await outboxPage()).total;
    await sendLead({ website: 'http://spam.example' });
    await setting('email_notifications', 'false');
    await sendLead();
    expect((await outboxPage()).total).toBe(before);
  });

  it('delivers a lead sent while the mail server is down once, after it comes back', async () => {
    const port = await freePort();
    startWorker(testSmtpUrl(port));
    await sendLead();
    // Refused connections: the mail waits with the reason, and no credential in it.
    const waiting = await until(
      () => outboxPage('?status=pending'),
      (page) => (page.items[0]?.attempts ?? 0) >= 2,
    );
    const mail = waiting.items[0]!;
    expect(mail.last_error).toMatch(/ECONNREFUSED/);
    // The panel reads it as a sentence naming the server.
    expect(mailErrorText(mail.last_error!)).toMatch(
      new RegExp(`^O servidor de e-mail não respondeu \\(127\\.0\\.0\\.1:${port}\\)`),
    );
    expect(mail.last_error).not.toContain(SMTP_TEST_PASSWORD);
    expect(JSON.stringify(logLines)).not.toContain(SMTP_TEST_PASSWORD);
    expect(logLines.some((line) => line.level === 'warn')).toBe(true);

    smtp = await startTestSmtpServer(port);
    await smtp.waitForMails(1, 30_000);
    const sent = await until(
      () => outboxPage(),
      (page) => page.items.find((item) => item.id === mail.id)?.status === 'sent',
    );
    expect(sent.items.find((item) => item.id === mail.id)!.last_error).toBeNull();
    // Given time for a duplicate to show up, none does.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.mails).toHaveLength(1);
  });

  it('without SMTP_URL writes the mail to the log at info level and lists it as sent', async () => {
    logLines.length = 0;
    startWorker(null);
    await sendLead();
    const page = await until(
      () => outboxPage(),
      (page) => page.items[0]?.status === 'sent',
    );
    expect(page.items[0]!.text).toContain('Responder pelo WhatsApp');
    const logged = logLines.find((line) => line.msg.includes('sem SMTP_URL') && line.obj);
    expect(logged?.level).toBe('info');
    expect(JSON.stringify(logged?.obj)).toContain(`Joana Pereira ${leads}`);
  });

  it('lists the outbox to admins only, filtered by status', async () => {
    const manager = await t.tokenFor('manager');
    expect((await t.request('GET', '/api/outbox', { token: manager })).statusCode).toBe(403);
    const pending = await outboxPage('?status=pending');
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
    const rows = await t.db.select({ id: outbox.id }).from(outbox);
    expect((await outboxPage('?page_size=100')).total).toBe(rows.length);
  });
});
