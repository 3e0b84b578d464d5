import type { WhatsappSettings } from '@oficina/core';

/** Shown (discreetly) when the settings cannot be loaded. */
export const WHATSAPP_LOAD_ERROR = 'Erro ao carregar configurações do WhatsApp';

/** A fallback phone placeholder, used when nothing better is known. */
export const FALLBACK_WHATSAPP_PHONE = '21998765432';

/** Built-in settings used when the server ones fail to load. */
export const DEFAULT_WHATSAPP_SETTINGS: Omit<WhatsappSettings, 'updated_at'> = {
  phone_number: FALLBACK_WHATSAPP_PHONE,
  default_message:
    'Olá! Vim pelo site e gostaria de um orçamento para o ar-condicionado do meu carro.',
  urgent_message: 'Olá! Preciso de atendimento {urgency} para o ar-condicionado do meu carro.',
  company_name: 'FrioCar Climatização Automotiva',
  show_urgency: true,
  show_pulse: true,
  is_active: true,
};

/** Context fallbacks, so every button still has a sensible message and label offline. */
export const DEFAULT_WHATSAPP_CONTEXTS: Record<string, { message: string; buttonText: string }> = {
  float_button: {
    message: 'Olá! Vim pelo site e gostaria de falar sobre o ar-condicionado do meu carro.',
    buttonText: 'Fale conosco',
  },
  search_no_results: {
    message: 'Olá! Procurei por "{query}" no site e não encontrei. Vocês podem me ajudar?',
    buttonText: 'Perguntar no WhatsApp',
  },
  service_quote: {
    message: 'Olá! Gostaria de um orçamento para o serviço: {service}.',
    buttonText: 'Pedir orçamento',
  },
  blog_post: {
    message: 'Olá! Li o artigo "{title}" e fiquei com uma dúvida.',
    buttonText: 'Tirar dúvida',
  },
};

/** Values every template may use; callers' vars override them. */
export const DEFAULT_TEMPLATE_VALUES: Record<string, string> = {
  urgency: 'urgente',
};
