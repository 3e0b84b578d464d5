import { toNestErrors } from '@hookform/resolvers';
import {
  type AttentionGrabber,
  type attentionGrabberSchema,
  MARKETING_DEFAULTS,
  type OfferBanner,
  type offerBannerSchema,
  type UrgencyBanner,
  type urgencyBannerSchema,
} from '@oficina/core';
import { resolveCta } from '@site/features/marketing/marketing-logic';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { msToSeconds, secondsToMs } from './durations';

/**
 * The three marketing configs as react-hook-form values. Lists of plain texts (messages) become
 * rows of { text } because useFieldArray needs objects; everything else is the API's shape.
 */
export interface MessageRow {
  text: string;
}

type WithRows<T> = Omit<T, 'messages'> & { messages: MessageRow[] };

/** Timers are typed in seconds; the API's *_ms fields are converted at the form's edge. */
export type AttentionForm = Omit<
  WithRows<z.input<typeof attentionGrabberSchema>>,
  'rotation_ms'
> & {
  rotation_seconds: number;
};
export type UrgencyForm = Omit<
  WithRows<z.input<typeof urgencyBannerSchema>>,
  'rotation_ms' | 'statistics_ms'
> & { rotation_seconds: number; statistics_seconds: number };
export type OfferForm = z.input<typeof offerBannerSchema>;

export const MAX_MESSAGES = 10;
export const MAX_STATISTICS = 10;

export function toRows<T extends { messages: readonly string[] }>(config: T): WithRows<T> {
  return { ...config, messages: config.messages.map((text) => ({ text })) };
}

export function fromRows<T extends { messages: readonly MessageRow[] }>(
  values: T,
): Omit<T, 'messages'> & { messages: string[] } {
  return { ...values, messages: values.messages.map((row) => row.text) };
}

export function attentionToForm(config: AttentionGrabber): AttentionForm {
  const { rotation_ms, ...rest } = toRows(config);
  return { ...rest, rotation_seconds: msToSeconds(rotation_ms) };
}

export function urgencyToForm(config: UrgencyBanner): UrgencyForm {
  const { rotation_ms, statistics_ms, ...rest } = toRows(config);
  return {
    ...rest,
    statistics: config.statistics.map((stat) => ({ ...stat })),
    rotation_seconds: msToSeconds(rotation_ms),
    statistics_seconds: msToSeconds(statistics_ms),
  };
}

/** Form values → what the API takes (rows back to texts, seconds back to milliseconds). */
export function attentionToInput(values: AttentionForm) {
  const { rotation_seconds, ...rest } = values;
  return { ...fromRows(rest), rotation_ms: secondsToMs(rotation_seconds) };
}

export function urgencyToInput(values: UrgencyForm) {
  const { rotation_seconds, statistics_seconds, ...rest } = values;
  return {
    ...fromRows(rest),
    rotation_ms: secondsToMs(rotation_seconds),
    statistics_ms: secondsToMs(statistics_seconds),
  };
}

/** The API's timer fields, where they are in the form and the range in seconds. */
const SECONDS_FIELDS: Record<string, { field: string; min: number; max: number }> = {
  rotation_ms: { field: 'rotation_seconds', min: 1, max: 60 },
  statistics_ms: { field: 'statistics_seconds', min: 1, max: 120 },
};

function issueMessage(path: readonly PropertyKey[], message: string): string {
  const timer = path.length === 1 ? SECONDS_FIELDS[String(path[0])] : undefined;
  return timer ? `Use de ${timer.min} a ${timer.max} segundos.` : message;
}
export const offerToForm = (config: OfferBanner): OfferForm => ({ ...config });

/** A field's name in the form for a schema issue path ("messages.2" → "messages.2.text"). */
export function formPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  const timer = parts.length === 1 ? SECONDS_FIELDS[parts[0]!] : undefined;
  if (timer) return timer.field;
  if (parts[0] === 'messages' && parts.length === 2) return `messages.${parts[1]}.text`;
  // A rule on a whole list (too few, too many) goes where useFieldArray keeps its own errors.
  if ((parts[0] === 'messages' || parts[0] === 'statistics') && parts.length === 1) {
    return `${parts[0]}.root`;
  }
  return parts.join('.');
}

/**
 * Validates with the API's own schema after turning the form values into the API's shape, and
 * puts each issue on its field.
 */
export function configResolver<F extends FieldValues, C>(
  schema: z.ZodType<C>,
  toInput: (values: F) => unknown,
): Resolver<F, unknown, C> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = formPath(issue.path);
      if (name && !flat[name]) {
        flat[name] = { type: issue.code, message: issueMessage(issue.path, issue.message) };
      }
    }
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) };
  };
}

const int = (value: unknown, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;

const texts = (rows: readonly Partial<MessageRow>[] | undefined, placeholder: string) => {
  const list = (rows ?? []).map((row) => (row?.text ?? '').trim()).filter(Boolean);
  return list.length > 0 ? list : [placeholder];
};

const PLACEHOLDER_MESSAGE = 'Escreva uma mensagem';
const PLACEHOLDER_CTA = 'Botão';

// Previews take the form as typed (half-filled, out of range) and give the public component a
// config it can draw; timers fall back to the defaults rather than spinning every millisecond.

export function previewAttention(values: Partial<AttentionForm>): AttentionGrabber {
  const defaults = MARKETING_DEFAULTS.attention_grabber;
  return {
    active: values.active !== false,
    messages: texts(values.messages, PLACEHOLDER_MESSAGE),
    rotation_ms: int(secondsToMs(values.rotation_seconds), 1000, 60_000) ?? defaults.rotation_ms,
    cta_text: values.cta_text?.trim() || PLACEHOLDER_CTA,
    cta_action: values.cta_action?.trim() ?? '',
  };
}

export function previewUrgency(values: Partial<UrgencyForm>): UrgencyBanner {
  const defaults = MARKETING_DEFAULTS.urgency_banner;
  return {
    active: values.active !== false,
    messages: texts(values.messages, PLACEHOLDER_MESSAGE),
    statistics: (values.statistics ?? [])
      .map((stat) => ({ label: stat?.label?.trim() ?? '', value: stat?.value?.trim() ?? '' }))
      .filter((stat) => stat.label || stat.value),
    rotation_ms: int(secondsToMs(values.rotation_seconds), 1000, 60_000) ?? defaults.rotation_ms,
    statistics_ms:
      int(secondsToMs(values.statistics_seconds), 1000, 120_000) ?? defaults.statistics_ms,
    discount_percentage: int(values.discount_percentage, 1, 100) ?? defaults.discount_percentage,
    cta_text: values.cta_text?.trim() || PLACEHOLDER_CTA,
    cta_action: values.cta_action?.trim() ?? '',
  };
}

export function previewOffer(values: Partial<OfferForm>): OfferBanner {
  const defaults = MARKETING_DEFAULTS.offer_banner;
  const date = values.valid_until ?? '';
  return {
    active: values.active !== false,
    title: values.title?.trim() || 'Título da oferta',
    description: values.description?.trim() || 'Descrição da oferta.',
    discount_percentage: int(values.discount_percentage, 1, 100) ?? defaults.discount_percentage,
    valid_until: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : defaults.valid_until,
    cta_text: values.cta_text?.trim() || PLACEHOLDER_CTA,
    cta_action: values.cta_action?.trim() ?? '',
  };
}

/**
 * Splits an update's answer into the server's message ('Configuração do … atualizada!')
 * and the config as saved, read with the config's own schema.
 */
export function splitSaved<C>(
  schema: z.ZodType<C>,
  response: unknown,
): { message: string; saved: C } {
  const message = (response as { message?: unknown } | null)?.message;
  return {
    message: typeof message === 'string' ? message : '',
    saved: schema.parse(response),
  };
}

/** What a CTA does on the site, in words (site path, address, or WhatsApp message). */
export function describeCta(action: string | undefined): string {
  const target = resolveCta(action ?? '');
  if (target.kind === 'path') return `leva para a página ${target.path} do site`;
  if (target.kind === 'url') return `abre ${target.url} numa nova aba`;
  return target.message
    ? 'abre o WhatsApp da oficina com este texto como mensagem'
    : 'abre o WhatsApp da oficina (sem mensagem: escreva uma)';
}
