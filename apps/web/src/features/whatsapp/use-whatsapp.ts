import { useEffect } from 'react';
import { useCompany, useShellQueries, useWhatsAppContext } from '../../lib/site-data';
import { DEFAULT_WHATSAPP_SETTINGS, WHATSAPP_LOAD_ERROR } from './defaults';
import { contextMessage, whatsappHref } from './link';

let reportedFailure = false;

/**
 * WhatsApp settings with a built-in fallback, so the button works when they fail to load. The
 * failure itself matters: it is logged once and the float button keeps working with the
 * defaults.
 */
export function useWhatsAppConfig() {
  const { whatsappSettings, whatsappSettingsFailed: failed } = useShellQueries();
  const company = useCompany();

  useEffect(() => {
    if (!failed || reportedFailure) return;
    reportedFailure = true;
    console.warn(WHATSAPP_LOAD_ERROR);
  }, [failed]);

  return {
    settings: whatsappSettings ?? DEFAULT_WHATSAPP_SETTINGS,
    companyPhone: company.phone,
    companyWhatsapp: company.whatsapp,
    failed,
  };
}

/** A message context by name; missing, inactive or failed contexts give undefined (defaults apply). */
export function useWhatsAppContextData(name: string | undefined) {
  // Hooks cannot be conditional: without a name, read a context the root loader always loads.
  const context = useWhatsAppContext(name ?? 'float_button');
  return name ? context : undefined;
}

/**
 * The wa.me href for a context (e.g. 'service_quote' with { service }), built only through
 * core's buildWhatsAppLink. Without a context it uses the default message.
 */
export function useWhatsAppLink(contextName?: string, vars?: Record<string, string>): string {
  const { settings, companyWhatsapp } = useWhatsAppConfig();
  const context = useWhatsAppContextData(contextName);
  return whatsappHref(
    settings,
    contextMessage(settings, contextName, context),
    vars,
    companyWhatsapp,
  );
}

/** The wa.me href for a free-form message (marketing CTAs carry their own text). */
export function useWhatsAppMessageLink(message: string, vars?: Record<string, string>): string {
  const { settings, companyWhatsapp } = useWhatsAppConfig();
  return whatsappHref(settings, message, vars, companyWhatsapp);
}
