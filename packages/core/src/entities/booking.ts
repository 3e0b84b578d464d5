import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { idSchema, isoDateTime, optionalText, requiredText } from '../schemas/common';
import { CONTACT_MIN_FILL_MS, CONTACT_PHONE_PATTERN } from '../schemas/contact';
import { nameSchemas } from '../schemas/names';
import { createdAt, oneOf, rowId, updatedAt } from './columns';
import { defineEntity } from './define-entity';

/** Where an appointment stands; only `cancelado` frees its place. */
export const BOOKING_STATUSES = [
  'pendente',
  'confirmado',
  'concluido',
  'cancelado',
  'nao_compareceu',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pendente: 'Pendente',
  confirmado: 'Confirmado',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
  nao_compareceu: 'Não compareceu',
};

/** Who took the booking: a visitor on the site, the owner in the panel, an integration. */
export const BOOKING_SOURCES = ['site', 'painel', 'api'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** The car a booking brings. */
export interface BookingVehicle {
  make: string;
  model: string;
  year?: number | null;
  plate?: string | null;
}

/** The most bays the workshop can declare (`booking_capacity`); the table checks it too. */
export const MAX_BOOKING_BAYS = 20;

/**
 * An appointment for one service. `bay` is the place the car takes for its whole stay (1 …
 * `booking_capacity`): no two bookings that are not cancelled share a bay at any instant, which
 * the database enforces with an exclusion constraint (migration 0019_booking_bays), so no instant
 * has more bookings than bays, whatever instance took them.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: rowId(),
    /** No foreign key: a service in the trash comes back with the same id, and its bookings stay. */
    service_id: integer('service_id').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    vehicle: jsonb('vehicle').$type<BookingVehicle>().notNull(),
    notes: text('notes'),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pendente'),
    source: text('source', { enum: BOOKING_SOURCES }).notNull().default('site'),
    bay: integer('bay').notNull(),
    /** When the visitor agreed to the use of their data (LGPD); null for a booking by phone. */
    consent_at: timestamp('consent_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('bookings_status', oneOf(t.status, BOOKING_STATUSES)),
    check('bookings_source', oneOf(t.source, BOOKING_SOURCES)),
    check('bookings_ends_after_start', sql`${t.ends_at} > ${t.starts_at}`),
    check('bookings_bay', sql`${t.bay} between 1 and ${sql.raw(String(MAX_BOOKING_BAYS))}`),
    index('bookings_starts_idx').on(t.starts_at),
    index('bookings_updated_idx').on(t.updated_at, t.id),
  ],
);

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export const bookingSourceSchema = z.enum(BOOKING_SOURCES);
nameSchemas({ BookingStatus: bookingStatusSchema, BookingSource: bookingSourceSchema });

/**
 * Brazilian plates: the old ABC-1234 and the Mercosul ABC1D23, in either case, with or without
 * the dash; stored in capitals without it.
 */
const PLATE = /^[A-Za-z]{3}[- ]?[0-9][A-Za-z0-9][0-9]{2}$/;

const LAST_MODEL_YEAR = new Date().getUTCFullYear() + 1;

export const bookingVehicleSchema = z.object({
  make: requiredText(60, 1).describe('Marca (por exemplo, Fiat)'),
  model: requiredText(60, 1).describe('Modelo (por exemplo, Argo)'),
  year: z
    .int('Informe o ano com quatro dígitos')
    .min(1950, 'Ano entre 1950 e o próximo ano')
    .max(LAST_MODEL_YEAR, 'Ano entre 1950 e o próximo ano')
    .nullish()
    .transform((value) => value ?? null)
    .describe('Ano do modelo, opcional'),
  plate: z
    .union([
      z.string().trim().regex(PLATE, 'Placa inválida: use ABC-1234 ou ABC1D23'),
      z.literal(''),
    ])
    .nullish()
    .transform((value) => (value ? value.toUpperCase().replace(/[\s-]/g, '') : null))
    .describe('Placa, opcional (ABC-1234 ou ABC1D23)'),
});

const bookingPhone = z
  .string({ error: 'Informe um telefone para contato' })
  .trim()
  .regex(CONTACT_PHONE_PATTERN, 'Informe um telefone válido, com DDD');

export const bookingEntity = defineEntity(bookings, {
  hidden: ['bay', 'consent_at'],
  readOnly: ['ends_at', 'source'],
  rules: {
    service_id: idSchema.describe('O serviço agendado (GET /services)'),
    starts_at: isoDateTime().describe(
      'Início, ISO 8601 com fuso: um dos horários de GET /bookings/availability',
    ),
    name: requiredText(120, 2),
    phone: bookingPhone,
    email: optionalText(200).pipe(z.union([z.email('Informe um e-mail válido'), z.null()])),
    vehicle: bookingVehicleSchema,
    notes: optionalText(1000),
    status: bookingStatusSchema,
  },
  output: { vehicle: bookingVehicleSchema },
  fields: {
    service_id: 'Serviço',
    starts_at: 'Início',
    name: 'Nome',
    phone: 'Telefone',
    email: 'E-mail',
    vehicle: 'Veículo',
    notes: { label: 'Observações', multiline: true },
    status: { label: 'Situação', options: BOOKING_STATUS_LABELS },
  },
});

export const bookingSchema = bookingEntity.schema;
export type Booking = z.infer<typeof bookingSchema>;

/**
 * A new booking from the site or an integration: what the visitor chooses and tells, the same
 * consent and anti-spam fields as the contact form. The server sets the end, the status
 * (`pendente`) and the source.
 */
export const bookingInputSchema = bookingEntity.input
  .pick({
    service_id: true,
    starts_at: true,
    name: true,
    phone: true,
    email: true,
    vehicle: true,
    notes: true,
  })
  .extend({
    lgpd_consent: z.literal(true, {
      message: 'É preciso concordar com o uso dos dados para agendar (LGPD)',
    }),
    website: z
      .string()
      .max(2000)
      .optional()
      .describe(
        'Anti-spam: leave it out or empty. Never stored; when filled, the booking is refused as spam.',
      ),
    elapsed_ms: z
      .number()
      .nonnegative()
      .optional()
      .describe(
        `Anti-spam, optional: milliseconds the person spent on the form. Never stored; under ${CONTACT_MIN_FILL_MS} the booking is refused as spam.`,
      ),
  });
export type BookingInput = z.input<typeof bookingInputSchema>;

/** A booking the owner takes by phone in the panel: no consent box, no anti-spam. */
export const staffBookingInputSchema = bookingEntity.input.pick({
  service_id: true,
  starts_at: true,
  name: true,
  phone: true,
  email: true,
  vehicle: true,
  notes: true,
});

/** What the owner or an integration may change: the status, the time (within capacity), notes. */
export const bookingUpdateSchema = bookingEntity.update.pick({
  status: true,
  starts_at: true,
  notes: true,
});
export type BookingUpdate = z.input<typeof bookingUpdateSchema>;

nameSchemas({
  Booking: bookingSchema,
  BookingVehicle: bookingVehicleSchema,
  BookingInput: bookingInputSchema,
  StaffBookingInput: staffBookingInputSchema,
  BookingUpdate: bookingUpdateSchema,
});
