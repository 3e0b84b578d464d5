import { outbox } from '@oficina/db';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../mail/mail-transport';
import { type MailWorker, startMailWorker } from '../mail/mail-worker';
import { bookingBody, firstServiceId, openAllDay, setSetting, startAt } from '../testing/bookings';
import { useTestApp } from '../testing/rest-suite';
import { startTestSmtpServer, type TestSmtpServer, testSmtpUrl } from '../testing/smtp-test-server';

/**
 * A booking's mail through the outbox to a real SMTP server: the owner's "Novo agendamento",
 * the customer's confirmation with its calendar file and private link (made as it leaves, never
 * stored), a message on each change, and the reminder, a scheduled outbox row sent once by
 * whichever of two workers (two instances) claims it, and not again after a restart.
 */
const s = useTestApp({ listen: true });
const OWNER = 'dono@oficina.test';
let smtp: TestSmtpServer;
let workers: MailWorker[] = [];
let serviceId = 0;

const log = { info() {}, warn() {} };
function startWorkers(count: number) {
  for (let i = 0; i < count; i++)
    workers.push(
      startMailWorker({
        db: s.t.db,
        from: 'Oficina <avisos@oficina.test>',
        transport: smtpTransport(testSmtpUrl(smtp.port)),
        log,
        pollMs: 100,
        publicUrl: 'http://localhost:3000',
      }),
    );
}
async function stopWorkers() {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
}

beforeAll(async () => {
  await openAllDay(s.t, s.admin);
  await setSetting(s.t, s.admin, 'notification_emails', OWNER);
  serviceId = await firstServiceId(s.t);
  smtp = await startTestSmtpServer();
});
afterEach(stopWorkers);
afterAll(() => smtp.close());

async function book(startsAt: string, email: string) {
  const res = await fetch(`${s.base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookingBody(serviceId, startsAt, { email, name: 'Joana Pereira' })),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number; manage_url: string };
}

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));
/**
 * The subject as words: the test server has already decoded quoted-printable over the whole
 * message, which leaves the subject's encoded words (=?UTF-8?Q?…) as loose marks to strip.
 */
const subjectOf = (content: string) =>
  (/^Subject: (.*)$/m.exec(content)?.[1] ?? '')
    .replace(/=\?UTF-8\?Q\?/gi, '')
    .replace(/\?=?\s?/g, '')
    .replace(/_/g, ' ');

async function until(check: () => boolean, timeoutMs = 10_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('booking mail', () => {
  it('tells the owner and confirms to the customer with a calendar file and a link made on sending', async () => {
    const customer = 'joana.confirma@example.com';
    const startsAt = startAt(3, '09:00');
    const created = await book(startsAt, customer);
    const queued = await s.t.db.select().from(outbox).where(eq(outbox.booking_id, created.id));
    expect(queued.map((row) => row.kind).sort()).toEqual([
      'booking_confirmation',
      'booking_new',
      'booking_reminder',
    ]);
    // Nothing queued holds a link: only the placeholder.
    for (const row of queued) expect(row.text).not.toMatch(/agendamento\/[A-Za-z0-9_-]{43}/);
    const reminder = queued.find((row) => row.kind === 'booking_reminder')!;
    expect(reminder.next_attempt_at.getTime()).toBe(Date.parse(startsAt) - 24 * 3_600_000);

    startWorkers(1);
    await until(() => mailsTo(customer).length >= 1 && mailsTo(OWNER).length >= 1);
    const owner = mailsTo(OWNER).find((mail) =>
      subjectOf(mail.content).startsWith('Novo agendamento'),
    );
    expect(owner, 'owner mail').toBeDefined();
    expect(owner!.content).toContain('Confirmar agendamento');
    expect(owner!.content).toContain(`/admin/agenda?agendamento=${created.id}&acao=confirmar`);
    expect(owner!.content).toContain('https://wa.me/5521998765432');

    const confirmation = mailsTo(customer)[0]!;
    expect(subjectOf(confirmation.content)).toMatch(/^Agendamento recebido/);
    expect(confirmation.content).toContain('filename=agendamento.ics');
    const link = /http:\/\/localhost:3000\/agendamento\/([A-Za-z0-9_-]{43})/.exec(
      confirmation.content,
    );
    expect(link, 'private link in the mail').not.toBeNull();
    expect(link![1]).not.toBe(created.manage_url.split('/').at(-1));
    const opened = await fetch(`${s.base}/api/bookings/manage/${link![1]}`);
    expect(opened.status).toBe(200);
    // The attachment is a calendar ical.js reads, at the booked time in São Paulo.
    const ics = /BEGIN:VCALENDAR[\s\S]*END:VCALENDAR/.exec(
      Buffer.from(
        /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
          confirmation.content.slice(confirmation.content.indexOf('agendamento.ics')),
        )?.[1] ?? '',
        'base64',
      ).toString('utf8') || confirmation.content,
    )?.[0];
    expect(ics, 'calendar file').toBeDefined();
    const calendar = new ICAL.Component(ICAL.parse(ics!));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/Sao_Paulo');
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(startsAt).toISOString());
    // After sending, the stored mail still holds no link.
    const sent = await s.t.db.select().from(outbox).where(eq(outbox.booking_id, created.id));
    for (const row of sent) expect(row.text).not.toContain(link![1]!);
  });

  it('sends the reminder once, with two workers and a restart', async () => {
    const customer = 'joana.lembrete@example.com';
    const created = await book(startAt(4, '10:00'), customer);
    startWorkers(2);
    await until(() => mailsTo(customer).length >= 1);
    // Time passes: the reminder's moment comes.
    await s.t.db
      .update(outbox)
      .set({ next_attempt_at: new Date() })
      .where(and(eq(outbox.booking_id, created.id), eq(outbox.kind, 'booking_reminder')));
    for (const worker of workers) worker.wake();
    await until(() =>
      mailsTo(customer).some((mail) => subjectOf(mail.content).startsWith('Lembrete')),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    await stopWorkers();
    startWorkers(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const reminders = mailsTo(customer).filter((mail) =>
      subjectOf(mail.content).startsWith('Lembrete'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.content).toMatch(/agendamento\/[A-Za-z0-9_-]{43}/);
  });

  it('tells the customer of a confirmation, a move and a cancellation, and moves or drops the reminder', async () => {
    const customer = 'joana.muda@example.com';
    const created = await book(startAt(5, '11:00'), customer);
    const token = created.manage_url.split('/').at(-1)!;
    const confirm = await s.t.request('PATCH', `/api/bookings/${created.id}`, {
      token: s.manager,
      body: { status: 'confirmado' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const moved = await fetch(`${s.base}/api/bookings/manage/${token}/reschedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ starts_at: startAt(6, '15:00') }),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const reminder = await s.t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.booking_id, created.id), eq(outbox.kind, 'booking_reminder')));
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.next_attempt_at.getTime()).toBe(
      Date.parse(startAt(6, '15:00')) - 24 * 3_600_000,
    );

    const cancel = await fetch(`${s.base}/api/bookings/manage/${token}/cancel`, { method: 'POST' });
    expect(cancel.status).toBe(200);
    const left = await s.t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.booking_id, created.id), eq(outbox.kind, 'booking_reminder')));
    expect(left).toHaveLength(0);

    startWorkers(1);
    await until(() => mailsTo(customer).length >= 4);
    const subjects = mailsTo(customer).map((mail) => subjectOf(mail.content));
    expect(subjects.some((one) => one.startsWith('Agendamento confirmado'))).toBe(true);
    expect(subjects.some((one) => one.startsWith('Novo horário do seu agendamento'))).toBe(true);
    expect(subjects.some((one) => one.startsWith('Agendamento cancelado'))).toBe(true);
    await until(() =>
      mailsTo(OWNER).some((mail) => subjectOf(mail.content).startsWith('Cliente cancelou')),
    );
    expect(
      mailsTo(OWNER).some((mail) => subjectOf(mail.content).startsWith('Cliente remarcou')),
    ).toBe(true);
  });

  it('schedules no reminder when booking_reminder_hours is 0, nor without an e-mail', async () => {
    await setSetting(s.t, s.admin, 'booking_reminder_hours', '0');
    try {
      const created = await book(startAt(7, '09:00'), 'sem.lembrete@example.com');
      const rows = await s.t.db.select().from(outbox).where(eq(outbox.booking_id, created.id));
      expect(rows.map((row) => row.kind).sort()).toEqual(['booking_confirmation', 'booking_new']);
    } finally {
      await setSetting(s.t, s.admin, 'booking_reminder_hours', '24');
    }
    await setSetting(s.t, s.admin, 'booking_reminder_hours', '48');
    try {
      const created = await book(startAt(8, '09:00'), 'lembrete.48@example.com');
      const [row] = await s.t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.booking_id, created.id), eq(outbox.kind, 'booking_reminder')));
      expect(row!.next_attempt_at.getTime()).toBe(Date.parse(startAt(8, '09:00')) - 48 * 3_600_000);
    } finally {
      await setSetting(s.t, s.admin, 'booking_reminder_hours', '24');
    }
  });

  it('shows the panel the link as a note, never the link', async () => {
    const res = await s.t.request('GET', '/api/outbox?page_size=100', { token: s.admin });
    const items = res.json().items as Array<{ kind: string; text: string }>;
    const booking = items.filter((item) => item.kind.startsWith('booking_'));
    expect(booking.length).toBeGreaterThan(0);
    for (const item of booking)
      expect(item.text).not.toMatch(/agendamento\/[A-Za-z0-9_-]{43}|\{\{/);
  });
});
