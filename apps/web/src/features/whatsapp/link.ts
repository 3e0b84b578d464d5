import { buildWhatsAppLink, type WhatsappSettings } from '@oficina/core';
import {
  DEFAULT_TEMPLATE_VALUES,
  DEFAULT_WHATSAPP_CONTEXTS,
  FALLBACK_WHATSAPP_PHONE,
} from './defaults';

export type WhatsAppSettingsLike = Pick<
  WhatsappSettings,
  'phone_number' | 'default_message' | 'urgent_message' | 'company_name'
>;

export interface ContextLike {
  active: boolean;
  message_template: string;
  button_text: string;
}

/** The message for a context: its own template when active, else a built-in one, else the default. */
export function contextMessage(
  settings: WhatsAppSettingsLike,
  contextName: string | undefined,
  context: ContextLike | undefined,
): string {
  if (!contextName) return settings.default_message;
  if (context?.active && context.message_template.trim() !== '') return context.message_template;
  return DEFAULT_WHATSAPP_CONTEXTS[contextName]?.message ?? settings.default_message;
}

/** The label for a context's button, with the same fallbacks as its message. */
export function contextButtonText(
  contextName: string,
  context: ContextLike | undefined,
  fallback = 'WhatsApp',
): string {
  if (context?.active && context.button_text.trim() !== '') return context.button_text;
  return DEFAULT_WHATSAPP_CONTEXTS[contextName]?.buttonText ?? fallback;
}

/**
 * A wa.me link through core's single builder. The number is the company's WhatsApp (the
 * settings answer the same number, read from the company); the placeholder is only for when
 * neither could be loaded, so a link is always produced.
 */
export function whatsappHref(
  settings: WhatsAppSettingsLike,
  message: string,
  vars: Record<string, string> = {},
  companyWhatsapp?: string,
): string {
  const phone = [companyWhatsapp, settings.phone_number, FALLBACK_WHATSAPP_PHONE].find(
    (candidate) => candidate && candidate.replace(/\D/g, '') !== '',
  ) as string;
  return buildWhatsAppLink(phone, message, {
    ...DEFAULT_TEMPLATE_VALUES,
    company: settings.company_name,
    ...vars,
  });
}
