import { z } from 'zod';
import { MAX_AVAILABILITY_DAYS } from '../booking-slots';
import { bookingSchema, bookingStatusSchema } from '../entities/booking';
import { daysBetween } from '../workshop-clock';
import { idSchema, isoDate, isoDateTime, wireDateTime } from './common';
import { nameSchemas } from './names';
import { limitOffsetFields, pageInfoFields, updatedSinceField } from './sync';

/** A time as the booking calendar writes it: ISO 8601 with the workshop's offset (-03:00). */
const workshopDateTime = () =>
  z.string().meta({ format: 'date-time', example: '2026-03-02T09:00:00-03:00' });

const range = <T extends { from: string; to: string }>(value: T, ctx: z.RefinementCtx) => {
  const days = daysBetween(value.from, value.to);
  if (days < 0)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'A data final vem antes da inicial' });
  else if (days >= MAX_AVAILABILITY_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `No máximo ${MAX_AVAILABILITY_DAYS} dias por consulta`,
    });
};

export const availabilityInputSchema = z
  .object({
    service_id: idSchema.describe('O serviço (GET /services)'),
    from: isoDate().describe('Primeiro dia (AAAA-MM-DD, calendário da oficina)'),
    to: isoDate().describe(`Último dia (AAAA-MM-DD), no máximo ${MAX_AVAILABILITY_DAYS} dias`),
  })
  .superRefine(range);

export const slotSchema = z.object({
  starts_at: workshopDateTime(),
  ends_at: workshopDateTime(),
  available: z.boolean().describe('Há vaga: menos agendamentos que a capacidade neste horário'),
});

export const bookingDaySchema = z.object({
  date: z.string().meta({ format: 'date' }),
  slots: z.array(slotSchema),
});

export const availabilitySchema = z.object({
  service_id: z.int(),
  duration_minutes: z.int(),
  days: z.array(bookingDaySchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** What a new booking answers: its place, and the visitor's private link to see or change it. */
export const bookingCreatedSchema = z.object({
  id: z.int(),
  status: bookingStatusSchema,
  starts_at: workshopDateTime(),
  ends_at: workshopDateTime(),
  manage_url: z
    .string()
    .describe(
      'O link pessoal para ver, remarcar ou cancelar (vale até um dia depois do horário); guarde-o',
    ),
});

/** The answer of a 409: the slot is full; the nearest free start times of the same service. */
export const bookingConflictSchema = z.object({
  error: z.string(),
  code: z.literal('CONFLICT'),
  alternatives: z.array(workshopDateTime()),
});

export const manageTokenParam = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Link de agendamento inválido')
    .describe('O código do link pessoal (manage_url)'),
});

export const rescheduleInputSchema = manageTokenParam.extend({
  starts_at: isoDateTime().describe('Novo início: um dos horários de GET /bookings/availability'),
});

/** A booking as its customer sees it through the private link. */
export const managedBookingSchema = z.object({
  id: z.int(),
  status: bookingStatusSchema,
  service_id: z.int(),
  service_title: z.string(),
  duration_minutes: z.int(),
  starts_at: workshopDateTime(),
  ends_at: workshopDateTime(),
  name: z.string(),
  vehicle: bookingSchema.shape.vehicle,
  /** Until when the customer may still cancel or move it from the site. */
  changeable_until: workshopDateTime(),
  can_change: z.boolean(),
});
export type ManagedBooking = z.infer<typeof managedBookingSchema>;

export const bookingListInputSchema = z.object({
  from: isoDate().optional().describe('Só a partir deste dia (AAAA-MM-DD, calendário da oficina)'),
  to: isoDate().optional().describe('Só até este dia, inclusive'),
  status: bookingStatusSchema.optional(),
  updated_since: updatedSinceField,
  limit: limitOffsetFields.limit,
  offset: limitOffsetFields.offset,
});

export const bookingPageSchema = z.object({
  items: z.array(bookingSchema),
  ...pageInfoFields,
});

export const bookingMoveOptionsInputSchema = z
  .object({ id: idSchema, from: isoDate(), to: isoDate() })
  .superRefine(range);

export const deletedBookingsInputSchema = z.object({
  deleted_since: isoDateTime()
    .optional()
    .describe('Só as exclusões depois deste momento (ISO 8601 com fuso)'),
});
export const deletedBookingSchema = z.object({ id: idSchema, deleted_at: wireDateTime() });
export const deletedBookingsSchema = z.object({ items: z.array(deletedBookingSchema) });

/** The owner's calendar feed: whether one exists, and its address once, when made. */
export const calendarFeedSchema = z.object({
  exists: z.boolean(),
  created_at: wireDateTime().nullable(),
  /** Only in the answer that creates it: the server keeps a hash, never the address. */
  url: z.string().nullable(),
});

/** Asked on purpose: a new address ends the old one, and every phone must subscribe again. */
export const calendarFeedRotationSchema = z.object({
  confirm: z.literal(true, { message: 'Confirme a troca do endereço (confirm: true)' }),
});

nameSchemas({
  CalendarFeedRotation: calendarFeedRotationSchema,
  BookingAvailability: availabilitySchema,
  BookingDay: bookingDaySchema,
  BookingSlot: slotSchema,
  BookingCreated: bookingCreatedSchema,
  BookingConflict: bookingConflictSchema,
  ManagedBooking: managedBookingSchema,
  BookingPage: bookingPageSchema,
  DeletedBookings: deletedBookingsSchema,
  CalendarFeed: calendarFeedSchema,
});
