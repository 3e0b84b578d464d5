import {
  type BookingRules,
  KNOWN_SETTINGS,
  OPENING_HOURS,
  readIntSetting,
  type SpecialHours,
} from '@oficina/core';
import { companyInfo, type Database, services, settings } from '@oficina/db';
import { eq, inArray } from 'drizzle-orm';
import { notFound, PublicError } from '../errors';

/** What booking needs to know of the workshop: its calendar rules and whether it books at all. */
export interface BookingSetup {
  enabled: boolean;
  rules: BookingRules;
  /** Hours before the appointment the customer's reminder goes (0: none). */
  reminderHours: number;
}

const BOOKING_KEYS = Object.keys(KNOWN_SETTINGS).filter((key) => key.startsWith('booking_'));

export const BOOKING_DISABLED =
  'O agendamento pelo site está desligado. Fale com a oficina pelo WhatsApp ou telefone.';
export const SERVICE_NOT_BOOKABLE = 'Este serviço não está disponível para agendamento';

/**
 * The booking settings and the company's hours, read in one go (inside the caller's transaction
 * when it has one, so a write checks against what it commits with).
 */
export async function loadBookingSetup(db: Database): Promise<BookingSetup> {
  const [rows, [company]] = await Promise.all([
    db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, BOOKING_KEYS)),
    db
      .select({
        opening_hours: companyInfo.opening_hours,
        closed_dates: companyInfo.closed_dates,
      })
      .from(companyInfo)
      .limit(1),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const int = (key: Parameters<typeof readIntSetting>[0]) => readIntSetting(key, stored.get(key));
  return {
    enabled:
      (stored.get('booking_enabled') ?? KNOWN_SETTINGS.booking_enabled.defaultValue) === 'true',
    reminderHours: int('booking_reminder_hours'),
    rules: {
      openingHours: company?.opening_hours ?? OPENING_HOURS,
      closedDates: company?.closed_dates ?? [],
      specialHours: specialHoursOf(company),
      capacity: int('booking_capacity'),
      slotMinutes: int('booking_slot_minutes'),
      minNoticeHours: int('booking_min_notice_hours'),
      horizonDays: int('booking_horizon_days'),
    },
  };
}

/**
 * Per-date hours, when the company record has them (`special_hours`); none otherwise. Read
 * loosely so the calendar honours them as soon as the record carries them.
 */
function specialHoursOf(company: object | undefined): SpecialHours[] {
  const list = (company as { special_hours?: unknown } | undefined)?.special_hours;
  return Array.isArray(list) ? (list as SpecialHours[]) : [];
}

/** Refuses when the owner turned booking off. */
export function requireBookingEnabled(setup: BookingSetup): void {
  if (!setup.enabled) throw new PublicError({ code: 'FORBIDDEN', message: BOOKING_DISABLED });
}

export interface BookableService {
  id: number;
  title: string;
  duration_minutes: number;
  bookable: boolean;
  active: boolean;
}

/** A service by id with what booking reads of it; 404 when it does not exist. */
export async function findService(db: Database, id: number): Promise<BookableService> {
  const [service] = await db
    .select({
      id: services.id,
      title: services.title,
      duration_minutes: services.duration_minutes,
      bookable: services.bookable,
      active: services.active,
    })
    .from(services)
    .where(eq(services.id, id))
    .limit(1);
  if (!service) throw notFound('Serviço não encontrado');
  return service;
}

/**
 * A service the site may book; 404 when missing or hidden (a hidden service is absent from every
 * public surface), 400 when the owner made it quote-only.
 */
export async function findBookableService(db: Database, id: number): Promise<BookableService> {
  const service = await findService(db, id);
  if (!service.active) throw notFound('Serviço não encontrado');
  if (!service.bookable)
    throw new PublicError({ code: 'BAD_REQUEST', message: SERVICE_NOT_BOOKABLE });
  return service;
}
