import { z } from 'zod';
import { wireDateTime } from './common';

/** Base64url, as browsers give a subscription's keys. */
const base64url = (label: string, min: number, max: number) =>
  z
    .string()
    .min(min, `${label} inválida`)
    .max(max, `${label} inválida`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} inválida`);

/**
 * A push service's address. Browsers' push services all answer over https; plain http is taken
 * only on this machine (a test's stand-in push service), so a stored address never makes the
 * server post to another host in clear.
 */
const endpointSchema = z
  .string()
  .max(1000, 'Endereço de notificação longo demais')
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.protocol === 'https:') return true;
      return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    } catch {
      return false;
    }
  }, 'Endereço de notificação inválido');

/** What `PushSubscription.toJSON()` gives in the browser (expiration time ignored). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    p256dh: base64url('Chave p256dh', 80, 120),
    auth: base64url('Chave auth', 16, 40),
  }),
});

export const pushEndpointInputSchema = z.object({ endpoint: endpointSchema });

export const pushPublicKeySchema = z.object({
  /** The server's VAPID public key, base64url: the browser's `applicationServerKey`. */
  public_key: z.string(),
  /** Whether the `push_notifications` setting is on (subscriptions are kept either way). */
  enabled: z.boolean(),
});

/** A device of the signed-in user that receives lead notifications. */
export const pushDeviceSchema = z.object({
  endpoint: z.string(),
  created_at: wireDateTime(),
  last_sent_at: wireDateTime().nullable(),
});

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;
