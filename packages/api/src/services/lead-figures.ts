import { type LeadEventInput, type LeadFigures, workshopTime } from '@oficina/core';
import { bookings, contactMessages, type Database, leadEventsDaily } from '@oficina/db';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';

/** The dashboard's chart covers this many days, today included. */
export const LEAD_FIGURE_DAYS = 30;
/** Messages waiting for an answer listed on the dashboard, oldest first. */
const WAITING_LISTED = 10;

const COLUMN = {
  visit: 'visits',
  whatsapp_click: 'whatsapp_clicks',
  phone_click: 'phone_clicks',
} as const;

/** Adds one to today's count (the workshop's calendar) of this kind for this page. */
export async function recordLeadEvent(
  db: Database,
  event: LeadEventInput,
  now = new Date(),
): Promise<void> {
  const column = COLUMN[event.type];
  await db
    .insert(leadEventsDaily)
    .values({ day: workshopTime(now).isoDate, path: event.path, [column]: 1 })
    .onConflictDoUpdate({
      target: [leadEventsDaily.day, leadEventsDaily.path],
      set: { [column]: sql`${leadEventsDaily[column]} + 1` },
    });
}

/** "2025-03-04" moved by `days` days. */
function shiftDay(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last 30 days of visits, clicks and form messages (spam left out), one entry per day even
 * when nothing happened, and the messages still waiting for an answer with how long each has
 * waited. Days are the workshop's (São Paulo), like every date the owner reads.
 */
export async function leadFigures(db: Database, now = new Date()): Promise<LeadFigures> {
  const today = workshopTime(now).isoDate;
  const days = Array.from({ length: LEAD_FIGURE_DAYS }, (_, index) =>
    shiftDay(today, index - (LEAD_FIGURE_DAYS - 1)),
  );
  const first = days[0]!;
  const formDay = sql<string>`to_char((${contactMessages.created_at} at time zone 'America/Sao_Paulo')::date, 'YYYY-MM-DD')`;
  const bookingDay = sql<string>`to_char((${bookings.created_at} at time zone 'America/Sao_Paulo')::date, 'YYYY-MM-DD')`;
  const [events, forms, waiting, booked] = await Promise.all([
    db
      .select({
        day: leadEventsDaily.day,
        visits: sql<number>`sum(${leadEventsDaily.visits})::int`,
        whatsapp_clicks: sql<number>`sum(${leadEventsDaily.whatsapp_clicks})::int`,
        phone_clicks: sql<number>`sum(${leadEventsDaily.phone_clicks})::int`,
      })
      .from(leadEventsDaily)
      .where(gte(leadEventsDaily.day, first))
      .groupBy(leadEventsDaily.day),
    db
      .select({ day: formDay, count: sql<number>`count(*)::int` })
      .from(contactMessages)
      .where(
        and(
          ne(contactMessages.status, 'spam'),
          gte(
            contactMessages.created_at,
            sql`(${first}::date)::timestamp at time zone 'America/Sao_Paulo'`,
          ),
        ),
      )
      .groupBy(formDay),
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        created_at: contactMessages.created_at,
      })
      .from(contactMessages)
      .where(eq(contactMessages.status, 'novo'))
      .orderBy(asc(contactMessages.created_at), asc(contactMessages.id))
      .limit(WAITING_LISTED),
    db
      .select({ day: bookingDay, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        gte(bookings.created_at, sql`(${first}::date)::timestamp at time zone 'America/Sao_Paulo'`),
      )
      .groupBy(bookingDay),
  ]);
  const bookingsByDay = new Map(booked.map((row) => [row.day, Number(row.count)]));
  const eventsByDay = new Map(events.map((row) => [row.day, row]));
  const formsByDay = new Map(forms.map((row) => [row.day, Number(row.count)]));
  return {
    per_day: days.map((date) => {
      const row = eventsByDay.get(date);
      return {
        date,
        visits: Number(row?.visits ?? 0),
        whatsapp_clicks: Number(row?.whatsapp_clicks ?? 0),
        phone_clicks: Number(row?.phone_clicks ?? 0),
        forms: formsByDay.get(date) ?? 0,
        bookings: bookingsByDay.get(date) ?? 0,
      };
    }),
    waiting: waiting.map((row) => ({
      id: row.id,
      name: row.name,
      created_at: row.created_at.toISOString(),
      waiting_minutes: Math.max(0, Math.floor((now.getTime() - row.created_at.getTime()) / 60_000)),
    })),
  };
}
