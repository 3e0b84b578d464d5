import {
  BANNER_POSITIONS,
  BANNER_TONES,
  type Banner,
  type BannerTone,
  bannerEntity,
  slugify,
} from '@oficina/core';
import {
  type BannerContent,
  parseBannerContent,
  safeBannerLink,
} from '@site/features/banners/banner-content';
import { z } from 'zod';
import { entityDefaults } from '../../kit/entity-fields';

/**
 * The banner form speaks in fields; the API stores `content` as JSON text
 * ({"title","subtitle","cta_text","cta_link"}, the keys parseBannerContent reads). This module
 * is the only place that knows both shapes. Keys the form does not know (added by an
 * integration through the API) are kept as they were when the owner saves.
 */
export interface BannerFields {
  /** Name in the panel's list only (the API's `title`). */
  name: string;
  headline: string;
  text: string;
  cta_text: string;
  cta_link: string;
  position: (typeof BANNER_POSITIONS)[number];
  target_pages: string;
  display_order: number;
  active: boolean;
  tone: BannerTone;
  /** ISO instants, or null for no date (the DateTimeField's values). */
  starts_at: string | null;
  ends_at: string | null;
}

const KNOWN_KEYS = ['title', 'subtitle', 'cta_text', 'cta_link'] as const;

export interface ParsedContent {
  headline: string;
  text: string;
  cta_text: string;
  cta_link: string;
  /** Keys this form does not edit, saved back untouched. */
  extra: Record<string, unknown>;
  /** The stored text was not a JSON object: saving replaces it. */
  unreadable: boolean;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** Stored content JSON → the form's texts, plus the keys the form leaves alone. */
export function contentToFields(content: string): ParsedContent {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    data = undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { headline: '', text: '', cta_text: '', cta_link: '', extra: {}, unreadable: true };
  }
  const record = data as Record<string, unknown>;
  const extra = Object.fromEntries(
    Object.entries(record).filter(([key]) => !(KNOWN_KEYS as readonly string[]).includes(key)),
  );
  return {
    headline: str(record.title),
    text: str(record.subtitle),
    cta_text: str(record.cta_text),
    cta_link: str(record.cta_link),
    extra,
    unreadable: false,
  };
}

/** The form's texts → the content JSON the API stores (compact; empty button keys left out). */
export function fieldsToContent(
  fields: Pick<BannerFields, 'headline' | 'text' | 'cta_text' | 'cta_link'>,
  extra: Record<string, unknown> = {},
): string {
  const data: Record<string, unknown> = {
    ...extra,
    title: fields.headline.trim(),
    subtitle: fields.text.trim(),
  };
  const ctaText = fields.cta_text.trim();
  const ctaLink = fields.cta_link.trim();
  if (ctaText) data.cta_text = ctaText;
  if (ctaLink) data.cta_link = ctaLink;
  return JSON.stringify(data);
}

/** A stored banner → form values. */
export function bannerToFields(banner: Banner): { fields: BannerFields; parsed: ParsedContent } {
  const parsed = contentToFields(banner.content);
  return {
    parsed,
    fields: {
      name: banner.title,
      headline: parsed.headline,
      text: parsed.text,
      cta_text: parsed.cta_text,
      cta_link: parsed.cta_link,
      position: banner.position,
      target_pages: banner.target_pages,
      display_order: banner.display_order,
      active: banner.active,
      tone: banner.tone,
      starts_at: banner.starts_at,
      ends_at: banner.ends_at,
    },
  };
}

/** A new banner's values, as the banner's declaration in core gives them. */
const declared = entityDefaults(bannerEntity);

export const EMPTY_BANNER_FIELDS: BannerFields = {
  name: '',
  headline: '',
  text: '',
  cta_text: '',
  cta_link: '',
  position: declared.position ?? 'top',
  // The page picker's word for every page; the API's own default ('*') means the same.
  target_pages: 'all',
  display_order: declared.display_order ?? 0,
  active: declared.active ?? true,
  tone: declared.tone ?? 'brand',
  starts_at: null,
  ends_at: null,
};

/**
 * The identifier integrations use (GET /banners/key/{key}), made from the name so the owner
 * never has to invent one: "Promoção de Verão!" → "promocao-de-verao".
 */
export function keyFromName(name: string): string {
  const slug = slugify(name).slice(0, 60).replace(/-+$/, '');
  return /^[a-z]/.test(slug) ? slug : `banner-${slug}`.replace(/-+$/, '');
}

/** What the form checks before sending, with messages next to each field. */
export const bannerFieldsSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, 'Dê um nome com pelo menos 2 letras.')
      .max(200, 'Use no máximo 200 caracteres.'),
    headline: z.string().trim().max(200, 'Use no máximo 200 caracteres.'),
    text: z.string().trim().max(500, 'Use no máximo 500 caracteres.'),
    cta_text: z.string().trim().max(60, 'Use no máximo 60 caracteres.'),
    cta_link: z.string().trim().max(500, 'Use no máximo 500 caracteres.'),
    position: z.enum(BANNER_POSITIONS),
    target_pages: z.string().trim().min(1, 'Escolha ao menos uma página.').max(500),
    display_order: z
      .number({ message: 'Informe um número.' })
      .int('Use um número inteiro.')
      .min(0, 'Use um número de 0 a 10000.')
      .max(10_000, 'Use um número de 0 a 10000.'),
    active: z.boolean(),
    tone: z.enum(BANNER_TONES),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
  })
  .superRefine((fields, ctx) => {
    if (
      fields.starts_at &&
      fields.ends_at &&
      Date.parse(fields.ends_at) <= Date.parse(fields.starts_at)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'O fim precisa ser depois do início.',
      });
    }
    if (!fields.headline && !fields.text) {
      ctx.addIssue({
        code: 'custom',
        path: ['headline'],
        message: 'Escreva um título ou um texto: sem eles o banner não aparece.',
      });
    }
    if (fields.cta_link && !safeBannerLink(fields.cta_link)) {
      ctx.addIssue({
        code: 'custom',
        path: ['cta_link'],
        message: 'Use uma página do site (ex.: /contato) ou um endereço começando com https://.',
      });
    }
    if (fields.cta_text && !fields.cta_link) {
      ctx.addIssue({
        code: 'custom',
        path: ['cta_link'],
        message: 'Informe para onde o botão leva.',
      });
    }
    if (fields.cta_link && !fields.cta_text) {
      ctx.addIssue({ code: 'custom', path: ['cta_text'], message: 'Escreva o texto do botão.' });
    }
  });

const PLACEHOLDER_HEADLINE = 'Título do banner';

/** What the site's BannerCard draws for the form as typed (never null, so the preview stays). */
export function previewContent(fields: Partial<BannerFields>): BannerContent {
  const parsed = parseBannerContent(
    fieldsToContent({
      headline: fields.headline ?? '',
      text: fields.text ?? '',
      cta_text: fields.cta_text ?? '',
      cta_link: fields.cta_link ?? '',
    }),
  );
  return parsed ?? { title: PLACEHOLDER_HEADLINE, subtitle: '' };
}
