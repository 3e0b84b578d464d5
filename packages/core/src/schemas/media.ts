import { z } from 'zod';
import { idSchema, wireDateTime } from './common';
import { nameSchemas } from './names';
import { limitOffsetFields, pageInfoFields } from './sync';

export const mediaVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});

/** An uploaded image as the API returns it: `url` is its largest variant. */
export const mediaSchema = z.object({
  id: idSchema,
  /** Path of the largest WebP variant; the value image fields store. */
  url: z.string(),
  /** Of the largest variant (what `url` shows). */
  width: z.number().int(),
  height: z.number().int(),
  /** Every variant as `path {width}w`, ready for `<img srcset>`. */
  srcset: z.string(),
  variants: z.array(mediaVariantSchema),
  filename: z.string(),
  mime_type: z.string(),
  original_width: z.number().int(),
  original_height: z.number().int(),
  /** Bytes of the uploaded original. */
  byte_size: z.number().int(),
  alt: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: wireDateTime(),
});

/**
 * On public reads of rows that show images: the image library's alt text of each of the row's
 * uploaded images that has one, by path; absent when none has. Pages pick with `imageAlt`.
 */
export const imageAltsSchema = z
  .record(z.string(), z.string())
  .describe(
    'Textos alternativos das imagens enviadas deste registro, por caminho, vindos da biblioteca de imagens; só nas leituras públicas e quando alguma imagem tem um',
  );

/** Longest alt text: a sentence or two, as screen readers read it in one go. */
export const MEDIA_ALT_MAX = 300;

export const mediaListInputSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(30),
  /** Part of the file name or of the alt text, in any case. */
  q: z.string().trim().max(100, 'A busca deve ter no máximo 100 caracteres').optional(),
  ...limitOffsetFields,
});

export const mediaPageSchema = z.object({
  items: z.array(mediaSchema),
  ...pageInfoFields,
});

/** Query of `POST /api/media` (the body is the image itself). */
export const mediaUploadQuerySchema = z.object({
  alt: z
    .string()
    .trim()
    .max(MEDIA_ALT_MAX)
    .optional()
    .transform((value) => (value ? value : null)),
});

/** Body of `PUT`/`PATCH /api/media/{id}`: an empty text clears it (the image is decorative). */
export const mediaAltInputSchema = z.object({
  alt: z
    .string({ error: 'Informe o texto alternativo (ou null para apagá-lo)' })
    .trim()
    .max(MEDIA_ALT_MAX, `O texto alternativo deve ter no máximo ${MEDIA_ALT_MAX} caracteres`)
    .nullable()
    .transform((value) => (value ? value : null)),
});

export type Media = z.infer<typeof mediaSchema>;
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

nameSchemas({
  Media: mediaSchema,
  MediaVariant: mediaVariantSchema,
  MediaPage: mediaPageSchema,
  MediaAltInput: mediaAltInputSchema,
});
