import { z } from 'zod';
import { idSchema, jsonBoolean, wireDateTime } from './common';
import { nameSchemas } from './names';

/**
 * Events an integration can subscribe to. `ping` is not subscribable: it is what "Testar"
 * (POST /webhooks/{id}/test) sends to one webhook.
 */
export const WEBHOOK_EVENTS = [
  'contact.created',
  'booking.created',
  'booking.updated',
  'booking.cancelled',
  'content.changed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export type WebhookMessageType = WebhookEvent | 'ping';

/** What each event reads as in the panel. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookMessageType, string> = {
  'contact.created': 'Novo contato',
  'booking.created': 'Novo agendamento',
  'booking.updated': 'Agendamento alterado',
  'booking.cancelled': 'Agendamento cancelado',
  'content.changed': 'Conteúdo alterado',
  ping: 'Teste',
};

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Pendente',
  delivered: 'Entregue',
  failed: 'Falhou',
};

export const WEBHOOK_MESSAGES = {
  invalidUrl: 'Informe um endereço http:// ou https:// válido para o webhook.',
  httpsRequired: 'Em produção o endereço do webhook precisa começar com https://.',
  privateAddress:
    'O endereço do webhook aponta para a própria máquina ou para uma rede privada, o que não é permitido.',
  unresolvable: 'Não foi possível encontrar o endereço do webhook (DNS).',
  unknownEvent: `Evento desconhecido. Use um destes: ${WEBHOOK_EVENTS.join(', ')}.`,
  noEvents: 'Escolha ao menos um evento para o webhook.',
  notFound: 'Webhook não encontrado.',
} as const;

const urlSchema = z
  .string({ error: WEBHOOK_MESSAGES.invalidUrl })
  .trim()
  .max(2000, { error: WEBHOOK_MESSAGES.invalidUrl })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: WEBHOOK_MESSAGES.invalidUrl },
  )
  // What the rule above accepts, told to the document's readers and generators.
  .meta({
    format: 'uri',
    pattern:
      '^https?://[A-Za-z0-9]([A-Za-z0-9.-]{0,60}[A-Za-z0-9])?(:[1-9][0-9]{0,3})?(/[A-Za-z0-9._~-]*)*$',
  })
  .describe('Endereço que recebe os eventos (POST com JSON)');

const KNOWN_EVENTS: ReadonlySet<string> = new Set(WEBHOOK_EVENTS);

// Rules, not an enum: each refusal then answers its own sentence as the error (an enum's
// issue would read as the generic "Dados inválidos").
const eventsSchema = z
  .array(
    z
      .string()
      .max(64)
      .meta({ enum: [...WEBHOOK_EVENTS] }),
    {
      error: WEBHOOK_MESSAGES.noEvents,
    },
  )
  .max(20)
  .refine((events) => events.length > 0, { error: WEBHOOK_MESSAGES.noEvents, abort: true })
  .refine((events) => events.every((event) => KNOWN_EVENTS.has(event)), {
    error: WEBHOOK_MESSAGES.unknownEvent,
  })
  .transform((events) => [...new Set(events)] as WebhookEvent[])
  .meta({ minItems: 1 })
  .describe(`Eventos enviados: ${WEBHOOK_EVENTS.join(', ')}`);

export const webhookInputSchema = z.object({
  url: urlSchema,
  events: eventsSchema,
  description: z.string().trim().max(200).nullable().optional().describe('Para que serve'),
});

export const webhookUpdateSchema = z.object({
  id: idSchema,
  url: urlSchema.optional(),
  events: eventsSchema.optional(),
  description: z.string().trim().max(200).nullable().optional(),
  active: jsonBoolean().optional().describe('Ligado: recebe eventos'),
});

/** A webhook as listed: never its secret, which only creation and rotation answer. */
export const webhookSchema = z.object({
  id: idSchema,
  url: z.string(),
  events: z.array(z.string()),
  description: z.string().nullable(),
  active: z.boolean(),
  created_at: wireDateTime(),
  /** Set when the server switched it off after three days of failed deliveries. */
  disabled_at: wireDateTime().nullable(),
  /** Since when every delivery has failed (null: the last one worked, or none yet). */
  failing_since: wireDateTime().nullable(),
  last_delivery: z
    .object({
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      event: z.string(),
      response_status: z.number().int().nullable(),
      created_at: wireDateTime(),
    })
    .nullable(),
});

/** The answer to a creation or a rotation: the one time the secret is shown. */
export const webhookCreatedSchema = z.object({
  id: idSchema,
  url: z.string(),
  events: z.array(z.string()),
  active: z.boolean(),
  secret: z
    .string()
    .describe('Segredo de assinatura (whsec_…); mostrado só agora, guarde-o em um lugar seguro'),
  created_at: wireDateTime(),
});

export const webhookDeliverySchema = z.object({
  id: idSchema,
  message_id: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  duration_ms: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: wireDateTime().nullable(),
  created_at: wireDateTime(),
  delivered_at: wireDateTime().nullable(),
});

export type Webhook = z.infer<typeof webhookSchema>;
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

nameSchemas({
  WebhookInput: webhookInputSchema,
  WebhookUpdate: webhookUpdateSchema,
  Webhook: webhookSchema,
  WebhookCreated: webhookCreatedSchema,
  WebhookDelivery: webhookDeliverySchema,
});
