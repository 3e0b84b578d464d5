import {
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  buildWhatsAppLink,
  callLink,
  emailReplyLink,
  formatLongDateTime,
  LEAD_REPLY_LABELS,
  vehicleText,
  whatsAppReplyLink,
} from '@oficina/core';
import { type bookings, companyInfo, type Database, outbox } from '@oficina/db';
import { and, eq } from 'drizzle-orm';
import { leadRecipients } from '../mail/lead-mail';
import { mailHtml } from '../mail/mail-html';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';

type BookingRow = typeof bookings.$inferSelect;

/**
 * Every mail a booking sends, written in the transaction of the change it tells about. A mail to
 * the customer carries their private link as this placeholder: the mail worker puts a new link
 * in its place as it sends (`prepareBookingMail`), so no link waits in the outbox or stays after.
 */
export const BOOKING_LINK_PLACEHOLDER = '{{link-do-agendamento}}';

export const BOOKING_MAIL_KINDS = {
  /** The owner: a new booking. */
  ownerNew: 'booking_new',
  /** The owner: the customer cancelled or moved it. */
  ownerChange: 'booking_customer_change',
  /** The customer: booking received, with the .ics attached. */
  confirmation: 'booking_confirmation',
  /** The customer: confirmed, moved or cancelled. */
  change: 'booking_change',
  /** The customer: the reminder, scheduled `booking_reminder_hours` before. */
  reminder: 'booking_reminder',
} as const;

export interface BookingMailContext {
  publicUrl: string;
  serviceTitle: string;
}

interface Company {
  name: string;
  phone: string;
  whatsapp: string;
  address: string;
}

async function companyOf(tx: Database): Promise<Company> {
  const [company] = await tx
    .select({
      name: companyInfo.name,
      phone: companyInfo.phone,
      whatsapp: companyInfo.whatsapp,
      address: companyInfo.address,
    })
    .from(companyInfo)
    .limit(1);
  return company ?? { name: 'Oficina', phone: '', whatsapp: '', address: '' };
}

function bookingRows(booking: BookingRow, service: string): Array<[string, string]> {
  return [
    ['Serviço', service],
    ['Quando', formatLongDateTime(booking.starts_at)],
    ['Veículo', vehicleText(booking.vehicle)],
    ['Nome', booking.name],
    ['Telefone', booking.phone],
    ['E-mail', booking.email ?? '—'],
    ['Situação', BOOKING_STATUS_LABELS[booking.status]],
    ...(booking.notes ? ([['Observações', booking.notes]] as Array<[string, string]>) : []),
  ];
}

function textOf(intro: string[], rows: Array<[string, string]>, links: Array<[string, string]>) {
  return [
    ...intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...links.map(([label, href]) => `${label}: ${href}`),
  ].join('\n');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 80);

/**
 * The owner's alert: what was booked, a one-tap confirmation (the panel's agenda confirms it on
 * opening, for a signed-in owner) and the same replies a lead offers.
 */
function ownerNewMail(
  booking: BookingRow,
  context: BookingMailContext,
  company: Company,
  to: string[],
) {
  const contact = {
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    service: context.serviceTitle,
  };
  const agenda = `${context.publicUrl}/admin/agenda?agendamento=${booking.id}`;
  const links = [
    ['Confirmar agendamento', `${agenda}&acao=confirmar`],
    ...[
      [LEAD_REPLY_LABELS.whatsApp, whatsAppReplyLink(contact, company.name)],
      [LEAD_REPLY_LABELS.email, emailReplyLink(contact, company.name)],
      [LEAD_REPLY_LABELS.call, callLink(booking.phone)],
    ].filter((link): link is [string, string] => link[1] !== null),
    ['Abrir na agenda', agenda],
  ] as Array<[string, string]>;
  const rows = bookingRows(booking, context.serviceTitle);
  return {
    kind: BOOKING_MAIL_KINDS.ownerNew,
    to,
    replyTo: booking.email,
    subject: `Novo agendamento: ${oneLine(booking.name)} — ${formatLongDateTime(booking.starts_at)}`,
    text: textOf(['Novo agendamento pelo site.'], rows, links),
    html: mailHtml({ heading: 'Novo agendamento', rows, links }),
  } satisfies OutgoingMail;
}

/** A link to message the workshop on WhatsApp, when it has a number. */
function workshopWhatsApp(company: Company, booking: BookingRow, service: string) {
  if (!company.whatsapp) return null;
  return buildWhatsAppLink(
    company.whatsapp,
    `Olá! Sobre o meu agendamento nº ${booking.id} (${service}, ${formatLongDateTime(booking.starts_at)}).`,
  );
}

function customerMail(
  kind: string,
  booking: BookingRow,
  context: BookingMailContext,
  company: Company,
  parts: { subject: string; heading: string; intro: string[]; withLink: boolean },
): OutgoingMail {
  const rows = bookingRows(booking, context.serviceTitle).filter(
    ([label]) => label !== 'E-mail' && label !== 'Telefone',
  );
  const whatsapp = workshopWhatsApp(company, booking, context.serviceTitle);
  const links: Array<[string, string]> = [
    ...(parts.withLink
      ? ([['Ver, remarcar ou cancelar', BOOKING_LINK_PLACEHOLDER]] as Array<[string, string]>)
      : []),
    ...(whatsapp
      ? ([['Falar com a oficina no WhatsApp', whatsapp]] as Array<[string, string]>)
      : []),
  ];
  const intro = [...parts.intro, ...(company.address ? ['', `Endereço: ${company.address}`] : [])];
  return {
    kind,
    to: [booking.email!],
    subject: parts.subject,
    text: textOf(intro, rows, links),
    html: mailHtml({ heading: parts.heading, rows, paragraphs: intro.filter(Boolean), links }),
  };
}

async function enqueueFor(tx: Database, booking: BookingRow, mail: OutgoingMail, at?: Date) {
  await enqueueMail(tx, mail, { bookingId: booking.id, ...(at ? { notBefore: at } : {}) });
}

/**
 * The mails of a new booking: the owner's alert (unless alerts are off or reach nobody) and,
 * when the customer gave an e-mail, their confirmation and the scheduled reminder. Returns
 * whether anything was queued.
 */
export async function enqueueNewBookingMail(
  tx: Database,
  booking: BookingRow,
  context: BookingMailContext,
  reminderHours: number,
): Promise<boolean> {
  const company = await companyOf(tx);
  let queued = false;
  const to = await leadRecipients(tx);
  if (to && to.length > 0) {
    await enqueueFor(tx, booking, ownerNewMail(booking, context, company, to));
    queued = true;
  }
  if (booking.email) {
    const pending = booking.status === 'pendente';
    await enqueueFor(
      tx,
      booking,
      customerMail(BOOKING_MAIL_KINDS.confirmation, booking, context, company, {
        subject: `Agendamento recebido: ${context.serviceTitle}, ${formatLongDateTime(booking.starts_at)}`,
        heading: 'Recebemos seu agendamento',
        intro: [
          `Olá, ${booking.name.split(/\s+/)[0]}! Seu agendamento na ${company.name} foi registrado.`,
          pending
            ? 'A oficina vai confirmar o horário; você recebe um e-mail quando isso acontecer.'
            : 'O horário está confirmado.',
          'O arquivo anexo coloca o horário na agenda do seu celular.',
        ],
        withLink: true,
      }),
    );
    await scheduleReminder(tx, booking, context, reminderHours, company);
    queued = true;
  }
  return queued;
}

/** What a change tells the customer, by what changed. */
export type BookingChange =
  | { kind: 'status'; status: BookingStatus }
  | { kind: 'moved'; from: Date }
  | { kind: 'cancelled' };

/**
 * The customer's mail about a change (confirmed, moved, cancelled) and the reminder moved or
 * dropped with it; the owner's mail when the customer made the change. Marking a visit done or
 * missed is the owner's bookkeeping and mails nobody.
 */
export async function enqueueBookingChangeMail(
  tx: Database,
  booking: BookingRow,
  change: BookingChange,
  context: BookingMailContext & { byCustomer: boolean; reminderHours: number },
): Promise<boolean> {
  const company = await companyOf(tx);
  let queued = false;
  if (change.kind === 'cancelled' || change.kind === 'moved') {
    await dropReminder(tx, booking.id);
    if (change.kind === 'moved')
      await scheduleReminder(tx, booking, context, context.reminderHours, company);
  }
  if (context.byCustomer) {
    const to = await leadRecipients(tx);
    if (to && to.length > 0) {
      const what = change.kind === 'cancelled' ? 'cancelou' : 'remarcou';
      const rows = bookingRows(booking, context.serviceTitle);
      const agenda = `${context.publicUrl}/admin/agenda?agendamento=${booking.id}`;
      const intro = [
        change.kind === 'moved'
          ? `${booking.name} remarcou o agendamento (era ${formatLongDateTime(change.from)}).`
          : `${booking.name} cancelou o agendamento pelo site.`,
      ];
      await enqueueFor(tx, booking, {
        kind: BOOKING_MAIL_KINDS.ownerChange,
        to,
        replyTo: booking.email,
        subject: `Cliente ${what} o agendamento: ${oneLine(booking.name)}`,
        text: textOf(intro, rows, [['Abrir na agenda', agenda]]),
        html: mailHtml({
          heading: `Agendamento ${change.kind === 'cancelled' ? 'cancelado' : 'remarcado'} pelo cliente`,
          rows,
          paragraphs: intro,
          links: [['Abrir na agenda', agenda]],
        }),
      });
      queued = true;
    }
  }
  if (!booking.email) return queued;
  const when = formatLongDateTime(booking.starts_at);
  const parts =
    change.kind === 'cancelled'
      ? {
          subject: `Agendamento cancelado: ${context.serviceTitle}, ${when}`,
          heading: 'Agendamento cancelado',
          intro: [
            `O agendamento de ${context.serviceTitle} para ${when} foi cancelado.`,
            'Para marcar outro horário, visite o site ou fale com a oficina.',
          ],
          withLink: false,
        }
      : change.kind === 'moved'
        ? {
            subject: `Novo horário do seu agendamento: ${when}`,
            heading: 'Agendamento remarcado',
            intro: [
              `O agendamento de ${context.serviceTitle} mudou de ${formatLongDateTime(change.from)} para ${when}.`,
            ],
            withLink: true,
          }
        : change.status === 'confirmado'
          ? {
              subject: `Agendamento confirmado: ${context.serviceTitle}, ${when}`,
              heading: 'Agendamento confirmado',
              intro: [`A ${company.name} confirmou seu horário: ${when}. Até lá!`],
              withLink: true,
            }
          : null;
  if (!parts) return queued;
  await enqueueFor(
    tx,
    booking,
    customerMail(BOOKING_MAIL_KINDS.change, booking, context, company, parts),
  );
  return true;
}

/**
 * The reminder, as an outbox row due `hours` before the appointment: durable, sent once by
 * whichever instance's worker claims it, moved or dropped with the booking. None when the
 * customer gave no e-mail, reminders are off, or that moment has already passed.
 */
async function scheduleReminder(
  tx: Database,
  booking: BookingRow,
  context: BookingMailContext,
  hours: number,
  company: Company,
) {
  if (!booking.email || hours <= 0 || booking.status === 'cancelado') return;
  const at = new Date(booking.starts_at.getTime() - hours * 3_600_000);
  if (at.getTime() <= Date.now()) return;
  const when = formatLongDateTime(booking.starts_at);
  await enqueueFor(
    tx,
    booking,
    customerMail(BOOKING_MAIL_KINDS.reminder, booking, context, company, {
      subject: `Lembrete: ${context.serviceTitle}, ${when}`,
      heading: 'Lembrete do seu agendamento',
      intro: [
        `Lembrete do seu horário na ${company.name}: ${when}.`,
        'Se não puder vir, remarque ou cancele pelo link abaixo.',
      ],
      withLink: true,
    }),
    at,
  );
}

/** Drops a reminder not yet sent (the booking was moved or cancelled). */
async function dropReminder(tx: Database, bookingId: number) {
  await tx
    .delete(outbox)
    .where(
      and(
        eq(outbox.booking_id, bookingId),
        eq(outbox.kind, BOOKING_MAIL_KINDS.reminder),
        eq(outbox.status, 'pending'),
      ),
    );
}
