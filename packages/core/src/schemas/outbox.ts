import { z } from 'zod';
import { idSchema, wireDateTime } from './common';
import { nameSchemas } from './names';
import { pageInfoFields } from './sync';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export const outboxStatusSchema = z.enum(OUTBOX_STATUSES);

/** What each status reads as in the panel. */
export const OUTBOX_STATUS_LABELS: Record<(typeof OUTBOX_STATUSES)[number], string> = {
  pending: 'Pendente',
  sent: 'Enviado',
  failed: 'Falhou',
};

/**
 * What each kind of mail reads as in the panel. The kinds are written by packages/api (lead
 * alerts, password resets, BOOKING_MAIL_KINDS); a kind missing here reads as "E-mail".
 */
export const OUTBOX_KIND_LABELS: Readonly<Record<string, string>> = {
  lead: 'Aviso de nova mensagem',
  password_reset: 'Link de nova senha',
  booking_new: 'Aviso de novo agendamento',
  booking_customer_change: 'Aviso de agendamento alterado pelo cliente',
  booking_confirmation: 'Confirmação de agendamento',
  booking_change: 'Mudança no agendamento',
  booking_reminder: 'Lembrete de agendamento',
};

export const outboxKindLabel = (kind: string) => OUTBOX_KIND_LABELS[kind] ?? 'E-mail';

/** One mail of the outbox, as the panel lists it. */
export const outboxMailSchema = z.object({
  id: idSchema,
  kind: z.string(),
  to: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int(),
  next_attempt_at: wireDateTime(),
  last_error: z.string().nullable(),
  created_at: wireDateTime(),
  sent_at: wireDateTime().nullable(),
});

export const outboxListInputSchema = z.object({
  status: outboxStatusSchema.describe('Filtra pelo status do envio').optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
});

export const outboxPageSchema = z.object({
  items: z.array(outboxMailSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  has_more: pageInfoFields.has_more,
});

export type OutboxMail = z.infer<typeof outboxMailSchema>;

nameSchemas({
  OutboxStatus: outboxStatusSchema,
  OutboxMail: outboxMailSchema,
  OutboxPage: outboxPageSchema,
});
