import { bookings, type Database, services } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { customerCalendar } from './calendar';
import { manageUrl, mintBookingLink } from './links';
import { BOOKING_LINK_PLACEHOLDER, BOOKING_MAIL_KINDS } from './mail';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface PreparedMail {
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

/** What the log shows instead of a customer's link when mail only goes to the log. */
export const LINK_LEFT_OUT_OF_LOG = '[link pessoal do cliente omitido do log]';

/**
 * A queued booking mail made ready at the moment it goes out: a new private link in place of
 * the placeholder (made only when the mail really leaves: `deliver`), and the confirmation's
 * calendar file. Other mails pass unchanged.
 */
export async function prepareBookingMail(
  db: Database,
  mail: { kind: string; text: string; html: string | null; booking_id: number | null },
  options: { publicUrl: string; deliver: boolean },
): Promise<PreparedMail> {
  const plain: PreparedMail = { text: mail.text, html: mail.html, attachments: [] };
  if (mail.booking_id === null) return plain;
  const [row] = await db
    .select({ booking: bookings, service: services.title })
    .from(bookings)
    .leftJoin(services, eq(services.id, bookings.service_id))
    .where(eq(bookings.id, mail.booking_id))
    .limit(1);
  if (!row) return plain;
  let link = LINK_LEFT_OUT_OF_LOG;
  if (mail.text.includes(BOOKING_LINK_PLACEHOLDER) && options.deliver) {
    link = manageUrl(options.publicUrl, await mintBookingLink(db, row.booking.id));
  }
  const attachments: MailAttachment[] =
    mail.kind === BOOKING_MAIL_KINDS.confirmation
      ? [
          {
            filename: 'agendamento.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: await customerCalendar(
              db,
              row.booking,
              row.service ?? 'Serviço',
              options.publicUrl,
            ),
          },
        ]
      : [];
  return {
    text: mail.text.replaceAll(BOOKING_LINK_PLACEHOLDER, link),
    html: mail.html?.replaceAll(BOOKING_LINK_PLACEHOLDER, link) ?? null,
    attachments,
  };
}
