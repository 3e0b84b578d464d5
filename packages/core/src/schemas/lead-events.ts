import { z } from 'zod';
import { wireDateTime } from './common';
import { nameSchemas } from './names';

export const LEAD_EVENT_TYPES = ['visit', 'whatsapp_click', 'phone_click'] as const;

/**
 * One visit or contact click on the public site (`POST /api/events`). The page's path only: no
 * query string or fragment (they may carry campaign tags or personal data).
 */
export const leadEventInputSchema = z
  .object({
    type: z.enum(LEAD_EVENT_TYPES, {
      error: 'Tipo de evento inválido: use visit, whatsapp_click ou phone_click',
    }),
    path: z
      .string()
      .min(1, 'Informe o caminho da página')
      .max(200, 'Caminho da página longo demais (máximo 200 caracteres)')
      .regex(/^\/[A-Za-z0-9\-._~/%]*$/, 'Caminho da página inválido: comece com / e sem ? ou #'),
  })
  .strict();

/** One day of the dashboard's figures, on the workshop's calendar. */
export const leadDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  visits: z.number().int().nonnegative(),
  whatsapp_clicks: z.number().int().nonnegative(),
  phone_clicks: z.number().int().nonnegative(),
  /** Messages sent through the contact form (spam left out). */
  forms: z.number().int().nonnegative(),
  /** Bookings made that day (any source; a later cancellation still counts the lead). */
  bookings: z.number().int().nonnegative(),
});

/** A message still waiting for an answer (status `novo`), oldest first. */
export const waitingLeadSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  created_at: wireDateTime(),
  /** Whole minutes since it arrived. */
  waiting_minutes: z.number().int().nonnegative(),
});

export const leadFiguresSchema = z.object({
  /** The last 30 days, oldest first, today included; days without anything count zero. */
  per_day: z.array(leadDaySchema),
  waiting: z.array(waitingLeadSchema),
});

export type LeadEventInput = z.infer<typeof leadEventInputSchema>;
export type LeadFigures = z.infer<typeof leadFiguresSchema>;

nameSchemas({
  LeadEvent: leadEventInputSchema,
  LeadDay: leadDaySchema,
  WaitingLead: waitingLeadSchema,
  LeadFigures: leadFiguresSchema,
});
