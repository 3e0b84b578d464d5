import {
  type BookingAudience,
  type BookingRules,
  type BookingSource,
  type BookingStatus,
  bookingDays,
  type bookingInputSchema,
  isBookableStart,
  nearestAvailable,
  shiftIsoDate,
  type staffBookingInputSchema,
  workshopTime,
} from '@oficina/core';
import { bookings, type Database } from '@oficina/db';
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session';
import type { Context } from '../context';
import { conflict, isExclusionViolation, notFound, PublicError } from '../errors';
import { writeAudit } from '../services/audit';
import { inTransaction } from '../services/crud';
import { enqueueWebhookEvent } from '../webhooks/enqueue';
import { bookingEventData } from '../webhooks/event-data';
import { mintBookingLink } from './links';
import { type BookingChange, enqueueBookingChangeMail, enqueueNewBookingMail } from './mail';
import {
  type BookableService,
  type BookingSetup,
  findBookableService,
  findService,
  loadBookingSetup,
  requireBookingEnabled,
} from './rules';
import { SLOT_TAKEN, SlotTakenError } from './slot-taken';

/**
 * Every change of a booking's state goes through one function here — `createBooking`,
 * `updateBooking`, `cancelBooking`, `eraseBooking` — each one transaction with its audit entry
 * and its mail, so what happens on a change (a webhook, a notification) is added in one place.
 */

export type BookingRow = typeof bookings.$inferSelect;

export const NOT_A_SLOT =
  'Este horário não está entre os oferecidos para o serviço (fora do expediente, da antecedência ou do prazo)';
export const BOOKING_NOT_FOUND = 'Agendamento não encontrado';
export const CANCELLED_IS_FINAL =
  'Um agendamento cancelado não pode ser reaberto: crie um novo agendamento.';

/** The bookings that hold a place (not cancelled) overlapping [starts, ends), oldest first. */
async function holding(tx: Database, starts: Date, ends: Date, except?: number) {
  return tx
    .select({ id: bookings.id, bay: bookings.bay })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, 'cancelado'),
        lt(bookings.starts_at, ends),
        gt(bookings.ends_at, starts),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    )
    .orderBy(asc(bookings.starts_at));
}

/**
 * The bay a stay may take: the lowest of 1…capacity no overlapping booking holds, while fewer
 * than `capacity` bookings overlap it; null when the slot is full. Fewer overlapping bookings
 * than bays always leaves one free.
 */
async function freeBay(
  tx: Database,
  rules: BookingRules,
  starts: Date,
  ends: Date,
  except?: number,
): Promise<number | null> {
  const others = await holding(tx, starts, ends, except);
  if (others.length >= rules.capacity) return null;
  const taken = new Set(others.map((other) => other.bay));
  for (let bay = 1; bay <= rules.capacity; bay++) if (!taken.has(bay)) return bay;
  return null;
}

/** The nearest free start times of a service around `wanted` (the 409's alternatives). */
export async function alternativesTo(
  db: Database,
  setup: BookingSetup,
  service: BookableService,
  wanted: Date,
  audience: BookingAudience,
  except?: number,
): Promise<string[]> {
  const now = new Date();
  const day = workshopTime(wanted).isoDate;
  const today = workshopTime(now).isoDate;
  const earliest = shiftIsoDate(day, -3);
  const from = earliest < today ? today : earliest;
  const to = shiftIsoDate(from, 13);
  const busy = await db
    .select({ starts_at: bookings.starts_at, ends_at: bookings.ends_at })
    .from(bookings)
    .where(
      and(
        ne(bookings.status, 'cancelado'),
        lt(bookings.starts_at, new Date(Date.parse(`${to}T23:59:59-03:00`) + 86_400_000)),
        gt(bookings.ends_at, new Date(Date.parse(`${from}T00:00:00-03:00`))),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    );
  const days = bookingDays({
    rules: setup.rules,
    duration: service.duration_minutes,
    from,
    to,
    now,
    busy,
    audience,
  });
  return nearestAvailable(days, wanted);
}

/** Bay conflicts are retried this many times before the slot is called full. */
const BAY_ATTEMPTS = 25;

/**
 * Runs `work` in a booking transaction, again when another transaction took the same bay at the
 * same moment (the exclusion constraint's 23P01): the next try sees that booking and picks
 * another bay, or finds the slot full.
 */
async function withBays<R>(ctx: Context, work: (tx: Database) => Promise<R>): Promise<R> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(ctx, 'booking', work, {});
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      if (attempt >= BAY_ATTEMPTS) throw conflict(SLOT_TAKEN);
    }
  }
}

function checkStart(
  setup: BookingSetup,
  service: BookableService,
  starts: Date,
  audience: BookingAudience,
) {
  if (!isBookableStart(setup.rules, starts, service.duration_minutes, new Date(), audience)) {
    throw new PublicError({ code: 'BAD_REQUEST', message: NOT_A_SLOT });
  }
}

type NewBooking =
  | z.output<typeof bookingInputSchema>
  | (z.output<typeof staffBookingInputSchema> & { lgpd_consent?: undefined });

export interface Created {
  booking: BookingRow;
  token: string;
  service: BookableService;
  mailQueued: boolean;
}

/**
 * A new booking: the service and the start checked against the calendar, a free bay taken, its
 * first private link made, the owner's and the customer's mail queued, all in one transaction.
 * A full slot answers 409 with the nearest free times.
 */
export async function createBooking(
  ctx: Context,
  input: NewBooking,
  source: BookingSource,
): Promise<Created> {
  const audience: BookingAudience = source === 'painel' ? 'staff' : 'public';
  const setup = await loadBookingSetup(ctx.db);
  if (audience === 'public') requireBookingEnabled(setup);
  const service =
    audience === 'public'
      ? await findBookableService(ctx.db, input.service_id)
      : await findService(ctx.db, input.service_id);
  const starts = new Date(input.starts_at);
  const ends = new Date(starts.getTime() + service.duration_minutes * 60_000);
  checkStart(setup, service, starts, audience);
  const actor = await ctx.getUser();
  let mailQueued = false;
  const created = await withBays(ctx, async (tx) => {
    const bay = await freeBay(tx, setup.rules, starts, ends);
    if (bay === null) return null;
    const [row] = await tx
      .insert(bookings)
      .values({
        service_id: service.id,
        starts_at: starts,
        ends_at: ends,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        vehicle: input.vehicle,
        notes: input.notes ?? null,
        status: 'pendente',
        source,
        bay,
        consent_at: input.lgpd_consent ? new Date() : null,
      })
      .returning();
    await writeAudit(tx, actor, 'create', 'booking', row!.id, null, row);
    await enqueueWebhookEvent(tx, 'booking.created', bookingEventData(row!));
    const token = await mintBookingLink(tx, row!.id);
    mailQueued = await enqueueNewBookingMail(
      tx,
      row!,
      { publicUrl: ctx.publicUrl ?? '', serviceTitle: service.title },
      setup.reminderHours,
    );
    return { booking: row!, token };
  });
  if (!created) {
    throw new SlotTakenError(await alternativesTo(ctx.db, setup, service, starts, audience));
  }
  return { ...created, service, mailQueued };
}

export interface BookingChanges {
  status?: BookingStatus | undefined;
  starts_at?: string | undefined;
  notes?: string | null | undefined;
}

export interface Updated {
  before: BookingRow;
  booking: BookingRow;
  serviceTitle: string;
  mailQueued: boolean;
}

/**
 * Changes a booking's status, time or notes. A new time is checked like a new booking (the
 * calendar, then a free bay, the booking's own place left out). A cancelled booking stays so.
 * `byCustomer`: the change came through the customer's link (the site's rules apply, and a move
 * waits for the owner's confirmation again).
 */
export async function updateBooking(
  ctx: Context,
  id: number,
  changes: BookingChanges,
  options: { byCustomer?: boolean } = {},
): Promise<Updated> {
  const byCustomer = options.byCustomer ?? false;
  const audience: BookingAudience = byCustomer ? 'public' : 'staff';
  const setup = await loadBookingSetup(ctx.db);
  const current = await bookingById(ctx.db, id);
  const service = await findService(ctx.db, current.service_id);
  const moving =
    changes.starts_at !== undefined &&
    new Date(changes.starts_at).getTime() !== current.starts_at.getTime();
  const starts = moving ? new Date(changes.starts_at!) : current.starts_at;
  const ends = moving
    ? new Date(starts.getTime() + (current.ends_at.getTime() - current.starts_at.getTime()))
    : current.ends_at;
  if (moving) checkStart(setup, service, starts, audience);
  const actor = await ctx.getUser();
  let mailQueued = false;
  const result = await withBays(ctx, async (tx) => {
    const [before] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.id, id))
      .limit(1)
      .for('no key update');
    if (!before) throw notFound(BOOKING_NOT_FOUND);
    if (
      before.status === 'cancelado' &&
      changes.status !== undefined &&
      changes.status !== 'cancelado'
    )
      throw conflict(CANCELLED_IS_FINAL);
    if (before.status === 'cancelado' && moving) throw conflict(CANCELLED_IS_FINAL);
    const values: Partial<typeof bookings.$inferInsert> = {};
    if (changes.status !== undefined && changes.status !== before.status)
      values.status = changes.status;
    if (changes.notes !== undefined && changes.notes !== before.notes) values.notes = changes.notes;
    if (moving) {
      const bay = await freeBay(tx, setup.rules, starts, ends, id);
      if (bay === null) return null;
      Object.assign(values, { starts_at: starts, ends_at: ends, bay });
      // The owner agreed to the old time, not to this one.
      if (byCustomer && before.status === 'confirmado') values.status = 'pendente';
    }
    if (Object.keys(values).length === 0) return { before, booking: before };
    const [row] = await tx.update(bookings).set(values).where(eq(bookings.id, id)).returning();
    await writeAudit(
      tx,
      actor,
      moving ? 'update' : values.status ? 'status' : 'update',
      'booking',
      id,
      before,
      row,
    );
    await enqueueWebhookEvent(
      tx,
      values.status === 'cancelado' ? 'booking.cancelled' : 'booking.updated',
      bookingEventData(row!),
    );
    const change: BookingChange | null = moving
      ? { kind: 'moved', from: before.starts_at }
      : values.status === 'cancelado'
        ? { kind: 'cancelled' }
        : values.status
          ? { kind: 'status', status: values.status }
          : null;
    if (change) {
      mailQueued = await enqueueBookingChangeMail(tx, row!, change, {
        publicUrl: ctx.publicUrl ?? '',
        serviceTitle: service.title,
        byCustomer,
        reminderHours: setup.reminderHours,
      });
    }
    return { before, booking: row! };
  });
  if (!result) {
    throw new SlotTakenError(await alternativesTo(ctx.db, setup, service, starts, audience, id));
  }
  return { ...result, serviceTitle: service.title, mailQueued };
}

/** Cancels a booking: its place is freed at once and its reminder dropped. */
export function cancelBooking(ctx: Context, id: number, options: { byCustomer?: boolean } = {}) {
  return updateBooking(ctx, id, { status: 'cancelado' }, options);
}

/**
 * Erases a booking for good (the customer's request under LGPD): the row, its links and its
 * mail go; the audit entry keeps only the id, so the deletion feed can tell integrations.
 */
export async function eraseBooking(ctx: Context, id: number): Promise<void> {
  const actor: AuthUser | null = await ctx.getUser();
  await inTransaction(
    ctx,
    'booking',
    async (tx) => {
      const [row] = await tx
        .delete(bookings)
        .where(eq(bookings.id, id))
        .returning({ id: bookings.id });
      if (!row) throw notFound(BOOKING_NOT_FOUND);
      await writeAudit(tx, actor, 'delete', 'booking', id, { id }, null);
    },
    {},
  );
}

export async function bookingById(db: Database, id: number): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

export { loadBookingSetup };
