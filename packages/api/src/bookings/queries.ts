import {
  type Availability,
  type BookingAudience,
  bookingDays,
  type bookingListInputSchema,
  type deletedBookingsInputSchema,
  type ManagedBooking,
  pageInfo,
  workshopInstant,
  workshopIsoDateTime,
} from '@oficina/core';
import { auditLog, bookings, type Database, services } from '@oficina/db';
import { and, asc, count, eq, gt, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toWire } from '../serialize';
import { changedSince } from '../services/sync';
import type { BookableService, BookingSetup } from './rules';
import type { BookingRow } from './service';

/** A booking on the wire: times as ISO text; its bay and consent stamp stay inside. */
export function presentBooking({ bay: _bay, consent_at: _consent, ...row }: BookingRow) {
  return toWire(row);
}

/** The longest a service can last (its duration's upper limit), to bound overlap searches. */
const LONGEST_STAY_MS = 480 * 60_000;

/**
 * The start times of a service on the days asked, from the bookings that hold a place then
 * (one indexed range read: bookings starting from a longest stay before the first day).
 */
export async function availability(
  db: Database,
  setup: BookingSetup,
  service: BookableService,
  range: { from: string; to: string },
  options: { now?: Date; audience?: BookingAudience; except?: number } = {},
): Promise<Availability> {
  const first = workshopInstant(range.from, 0);
  const end = workshopInstant(range.to, 24 * 60);
  const busy = await db
    .select({ starts_at: bookings.starts_at, ends_at: bookings.ends_at })
    .from(bookings)
    .where(
      and(
        gte(bookings.starts_at, new Date(first.getTime() - LONGEST_STAY_MS)),
        lt(bookings.starts_at, end),
        gt(bookings.ends_at, first),
        ne(bookings.status, 'cancelado'),
        options.except === undefined ? undefined : ne(bookings.id, options.except),
      ),
    )
    .orderBy(asc(bookings.starts_at));
  return {
    service_id: service.id,
    duration_minutes: service.duration_minutes,
    days: bookingDays({
      rules: setup.rules,
      duration: service.duration_minutes,
      from: range.from,
      to: range.to,
      now: options.now ?? new Date(),
      busy,
      audience: options.audience ?? 'public',
    }),
  };
}

/** The owner's and integrations' list: by day range, status and changes since, by start time. */
export async function listBookings(db: Database, input: z.output<typeof bookingListInputSchema>) {
  const filters: SQL[] = [];
  if (input.from) filters.push(gte(bookings.starts_at, workshopInstant(input.from, 0)));
  if (input.to) filters.push(lt(bookings.starts_at, workshopInstant(input.to, 24 * 60)));
  if (input.status) filters.push(eq(bookings.status, input.status));
  const since = changedSince(bookings.updated_at, input.updated_since);
  if (since) filters.push(since);
  const where = filters.length ? and(...filters) : undefined;
  const limit = input.limit ?? 100;
  const offset = input.offset ?? 0;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(asc(bookings.starts_at), asc(bookings.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(bookings).where(where),
  ]);
  return { items: rows.map(presentBooking), ...pageInfo({ limit, offset }, total?.n ?? 0) };
}

/** The customer's view through their link, with until when they may still change it. */
export async function managedView(
  db: Database,
  booking: BookingRow,
  setup: BookingSetup,
  now = new Date(),
): Promise<ManagedBooking> {
  const [service] = await db
    .select({ title: services.title, duration: services.duration_minutes })
    .from(services)
    .where(eq(services.id, booking.service_id))
    .limit(1);
  const until = new Date(booking.starts_at.getTime() - setup.rules.minNoticeHours * 3_600_000);
  return {
    id: booking.id,
    status: booking.status,
    service_id: booking.service_id,
    service_title: service?.title ?? 'Serviço',
    duration_minutes: Math.round(
      (booking.ends_at.getTime() - booking.starts_at.getTime()) / 60_000,
    ),
    starts_at: workshopIsoDateTime(booking.starts_at),
    ends_at: workshopIsoDateTime(booking.ends_at),
    name: booking.name,
    vehicle: booking.vehicle as ManagedBooking['vehicle'],
    changeable_until: workshopIsoDateTime(until),
    can_change:
      (booking.status === 'pendente' || booking.status === 'confirmado') &&
      now.getTime() < until.getTime(),
  };
}

/** Bookings erased since a moment, from their audit entries (only the id and when). */
export async function listDeletedBookings(
  db: Database,
  input: z.output<typeof deletedBookingsInputSchema>,
) {
  const filters: SQL[] = [eq(auditLog.entity, 'booking'), eq(auditLog.action, 'delete')];
  if (input.deleted_since) filters.push(gt(auditLog.created_at, new Date(input.deleted_since)));
  const rows = await db
    .select({ id: auditLog.entity_id, at: auditLog.created_at })
    .from(auditLog)
    .where(and(...filters))
    .orderBy(asc(auditLog.created_at), asc(auditLog.id));
  return rows
    .filter((row) => row.id !== null && /^[1-9][0-9]*$/.test(row.id))
    .map((row) => ({ id: Number(row.id), deleted_at: row.at.toISOString() }));
}

/** The next bookings that hold a place, soonest first (the dashboard). */
export async function upcomingBookings(db: Database, limit: number, now = new Date()) {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(gte(bookings.ends_at, now), ne(bookings.status, 'cancelado')))
    .orderBy(asc(bookings.starts_at), asc(bookings.id))
    .limit(limit);
  return rows.map(presentBooking);
}
