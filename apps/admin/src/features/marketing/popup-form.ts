import {
  type Popup,
  popupEntity,
  type popupInputSchema,
  resolvePopupButtonAction,
} from '@oficina/core';
import type { z } from 'zod';
import { entityDefaults } from '../../kit/entity-fields';
import { pageLabel } from './target-pages';

export type PopupFormValues = z.input<typeof popupInputSchema>;

/** Each type and style in the owner's words, as the popup's declaration in core gives them. */
export const POPUP_TYPE_LABELS = popupEntity.fields.type.options as Record<Popup['type'], string>;

/** How each type appears on the site (presentationFor in the public popup code). */
export const POPUP_TYPE_HINTS: Record<Popup['type'], string> = {
  promotion: 'janela no centro da tela',
  alert: 'faixa no topo da página',
  announcement: 'cartão no canto da tela',
};

export const POPUP_STYLE_LABELS = popupEntity.fields.style.options as Record<
  Popup['style'],
  string
>;

/**
 * A new popup's values: the declaration's defaults, except where the panel starts elsewhere on
 * purpose. The owner usually makes an offer, so a new popup starts as an orange promotion
 * (the API's default is a blue announcement), its button closes it (an empty action: the
 * owner never has to type the code 'close'), and 'all' is the page
 * picker's word for every page (the API's '*' means the same).
 */
export const EMPTY_POPUP: PopupFormValues = {
  ...entityDefaults(popupEntity),
  type: 'promotion',
  style: 'promotion',
  discount_percentage: null,
  button_action: '',
  target_pages: 'all',
  start_date: null,
  expiry_date: null,
  timer_duration: null,
};

/** A stored popup as the form's (and the update call's) values. */
export function popupToForm(popup: Popup): PopupFormValues {
  return {
    title: popup.title,
    content: popup.content,
    type: popup.type,
    style: popup.style,
    discount_percentage: popup.discount_percentage,
    button_text: popup.button_text ?? '',
    // 'close' is the older way to say "closes the popup", which an empty action says too.
    button_action: popup.button_action === 'close' ? '' : (popup.button_action ?? ''),
    target_pages: popup.target_pages,
    start_date: popup.start_date,
    expiry_date: popup.expiry_date,
    show_delay: popup.show_delay,
    show_timer: popup.show_timer,
    timer_duration: popup.timer_duration,
    priority: popup.priority,
    active: popup.active,
  };
}

const wholeNumber = (value: unknown, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : null;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The popup the public component draws for the form as it is now, even half-filled: blank
 * texts get placeholders and out-of-range numbers are left out instead of breaking the preview.
 */
export function previewPopup(values: Partial<PopupFormValues>): Popup {
  const timer = wholeNumber(values.timer_duration, 1, 86_400);
  return {
    id: 0,
    title: text(values.title) || 'Título do popup',
    content: text(values.content) || 'O texto do popup aparece aqui.',
    type: values.type ?? 'promotion',
    style: values.style ?? 'info',
    discount_percentage: wholeNumber(values.discount_percentage, 1, 100),
    button_text: text(values.button_text) || null,
    button_action: text(values.button_action) || null,
    target_pages: values.target_pages ?? '*',
    start_date: values.start_date ?? null,
    expiry_date: values.expiry_date ?? null,
    show_delay: wholeNumber(values.show_delay, 0, 3600) ?? 0,
    show_timer: values.show_timer === true && timer !== null,
    timer_duration: values.show_timer === true ? timer : null,
    priority: wholeNumber(values.priority, 0, 1000) ?? 0,
    active: values.active !== false,
    created_at: '',
    updated_at: '',
  };
}

/** What the popup's button does on the site (core's resolvePopupButtonAction), in words. */
export function describeButtonAction(action: string | null | undefined): string {
  const outcome = resolvePopupButtonAction(action);
  if (outcome.kind === 'open-tab') return `abre ${outcome.url} numa nova aba e fecha o popup`;
  if (outcome.kind === 'navigate') {
    const label = pageLabel(outcome.path);
    return label === outcome.path
      ? `leva para a página ${outcome.path}`
      : `leva para a página ${label} (${outcome.path})`;
  }
  return 'fecha o popup';
}
