import { BOOKING_STATUS_LABELS, vehicleText } from '@oficina/core';
import { bookings, companyInfo, type Database, services } from '@oficina/db';
import { and, asc, eq, gte, ne } from 'drizzle-orm';
import { type CalendarEvent, calendarFile, ICS_STATUS } from './ics';

type BookingRow = typeof bookings.$inferSelect;

const hostOf = (publicUrl: string) => {
  try {
    return new URL(publicUrl).host;
  } catch {
    return 'oficina.local';
  }
};

async function companyOf(db: Database) {
  const [company] = await db
    .select({ name: companyInfo.name, address: companyInfo.address, phone: companyInfo.phone })
    .from(companyInfo)
    .limit(1);
  return company ?? { name: 'Oficina', address: '', phone: '' };
}

/** The customer's copy of one booking ("Adicionar à agenda", the confirmation mail's file). */
export async function customerCalendar(
  db: Database,
  booking: BookingRow,
  serviceTitle: string,
  publicUrl: string,
): Promise<string> {
  const company = await companyOf(db);
  return calendarFile(
    [
      {
        uid: `agendamento-${booking.id}@${hostOf(publicUrl)}`,
        starts_at: booking.starts_at,
        ends_at: booking.ends_at,
        updated_at: booking.updated_at,
        summary: `${serviceTitle} — ${company.name}`,
        description: [
          `Agendamento nº ${booking.id}`,
          `Veículo: ${vehicleText(booking.vehicle)}`,
          company.phone ? `Telefone da oficina: ${company.phone}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
        location: company.address,
        status: ICS_STATUS[booking.status],
      },
    ],
    { name: company.name },
  );
}

/** How far back the owner's feed goes: older visits are history, not the agenda. */
export const FEED_DAYS_BACK = 90;

/**
 * The owner's feed: one event per booking that is not cancelled, from 90 days ago on, with the
 * customer's phone, car and notes, and a link to the booking in the panel.
 */
export async function ownerCalendar(
  db: Database,
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  const [company, rows] = await Promise.all([
    companyOf(db),
    db
      .select({ booking: bookings, service: services.title })
      .from(bookings)
      .leftJoin(services, eq(services.id, bookings.service_id))
      .where(
        and(
          ne(bookings.status, 'cancelado'),
          gte(bookings.starts_at, new Date(now.getTime() - FEED_DAYS_BACK * 86_400_000)),
        ),
      )
      .orderBy(asc(bookings.starts_at), asc(bookings.id)),
  ]);
  const host = hostOf(publicUrl);
  const events: CalendarEvent[] = rows.map(({ booking, service }) => ({
    uid: `agendamento-${booking.id}@${host}`,
    starts_at: booking.starts_at,
    ends_at: booking.ends_at,
    updated_at: booking.updated_at,
    summary: `${booking.name} — ${service ?? 'Serviço removido'}`,
    description: [
      `Situação: ${BOOKING_STATUS_LABELS[booking.status]}`,
      `Telefone: ${booking.phone}`,
      `Veículo: ${vehicleText(booking.vehicle)}`,
      booking.email ? `E-mail: ${booking.email}` : '',
      booking.notes ? `Observações: ${booking.notes}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    location: company.address,
    status: ICS_STATUS[booking.status],
    url: `${publicUrl}/admin/agenda?agendamento=${booking.id}`,
  }));
  return calendarFile(events, { name: `Agenda — ${company.name}`, now });
}
