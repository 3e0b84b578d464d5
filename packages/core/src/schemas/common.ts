import '../zod-setup';
import { z } from 'zod';

/** Row ids are PostgreSQL `integer`s: anything outside that range can never exist. */
export const idSchema = z.number().int().positive().max(2_147_483_647);
export const idParam = z.object({ id: idSchema });

/**
 * A JSON boolean that is never coerced. The REST layer coerces plain booleans, and
 * `Boolean("false")` is `true`; a pipe keeps the check strict.
 */
export const jsonBoolean = () => z.boolean().pipe(z.boolean());

/** `?flag=true|false` in a query string. */
export const queryBoolean = () => z.stringbool();

export const isoDateTime = () => z.iso.datetime({ offset: true });

export const requiredText = (max: number, min = 1) => z.string().trim().min(min).max(max);

/** Optional text where an empty string means "no value" and is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const SAFE_PATH_OR_URL = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/i;

/** A site path ("/media/x.svg") or an http(s) URL; never javascript: or data: URLs. */
export const imageRef = (max = 500) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(SAFE_PATH_OR_URL, 'Use um caminho do site (/media/...) ou um endereço http(s)');

export const optionalImageRef = () =>
  z
    .union([imageRef(), z.literal('')])
    .nullish()
    .transform((value) => (value ? value : null));

export const httpUrl = () =>
  z.url({ protocol: /^https?$/, message: 'Informe um endereço http(s) válido' });

export const deletedSchema = z.object({
  success: z.literal(true),
  id: z.union([z.number(), z.string()]),
});

export const timestamps = {
  created_at: z.string(),
  updated_at: z.string(),
};

/** Admin lists ask for inactive/unpublished rows explicitly; the public site never does. */
export const listVisibilityInput = z.object({
  include_inactive: queryBoolean().optional(),
});
