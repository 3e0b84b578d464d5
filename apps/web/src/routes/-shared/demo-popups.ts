import { type OfferBanner, offerEndsAt, type Popup } from '@oficina/core';

export type PopupStyle = Popup['style'];
export type PopupPresentation = 'modal' | 'top-banner' | 'corner';

export const PRESENTATIONS: ReadonlyArray<{ value: PopupPresentation; label: string }> = [
  { value: 'modal', label: 'Modal' },
  { value: 'top-banner', label: 'Banner no topo' },
  { value: 'corner', label: 'Cartão no canto' },
];

export const STYLES: ReadonlyArray<{ value: PopupStyle; label: string }> = [
  { value: 'promotion', label: 'Promoção' },
  { value: 'success', label: 'Sucesso' },
  { value: 'warning', label: 'Aviso' },
  { value: 'error', label: 'Erro' },
  { value: 'info', label: 'Informação' },
];

const BASE: Omit<Popup, 'id' | 'title' | 'content' | 'type' | 'style'> = {
  discount_percentage: null,
  button_text: 'Entendi',
  button_action: 'close',
  target_pages: '/demo-popups-banners',
  start_date: null,
  expiry_date: null,
  show_delay: 0,
  show_timer: false,
  timer_duration: null,
  priority: 0,
  active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

/**
 * Sample popups, one per style. They never touch the database or the "dismissed" storage:
 * the demo shows the same presentational component the real popups use. Every button only
 * closes, so trying a style never navigates away from the demo.
 */
export const DEMO_POPUPS: Record<PopupStyle, Popup> = {
  // Without an offer running, the promotion style shows a plain announcement; with one, the
  // demo draws the site's current offer (see `withCurrentOffer`).
  promotion: {
    ...BASE,
    id: 9001,
    type: 'promotion',
    style: 'promotion',
    title: 'Revisão do ar-condicionado',
    content:
      'Medimos as pressões e a temperatura de saída e só fazemos a recarga se for necessário.',
    button_text: 'Entendi',
  },
  success: {
    ...BASE,
    id: 9002,
    type: 'announcement',
    style: 'success',
    title: 'Agendamento confirmado',
    content: 'Seu horário está reservado. Leve o veículo com 10 minutos de antecedência.',
  },
  warning: {
    ...BASE,
    id: 9003,
    type: 'alert',
    style: 'warning',
    title: 'Horário especial no feriado',
    content: 'No feriado, atendemos das 8h às 12h. Se puder, agende pelo WhatsApp.',
  },
  error: {
    ...BASE,
    id: 9004,
    type: 'alert',
    style: 'error',
    title: 'Atendimento temporariamente indisponível',
    content:
      'Nosso telefone está com instabilidade. Enquanto isso, fale com a gente pelo WhatsApp.',
  },
  info: {
    ...BASE,
    id: 9005,
    type: 'announcement',
    style: 'info',
    title: 'Atendimento aos sábados',
    content: 'Aos sábados, das 8h às 12h, fazemos recarga de gás e higienização.',
  },
};

/**
 * The promotion sample as the site's current offer (the offer banner's config): its package,
 * percentage and last day, so the demo never advertises a deal the workshop is not running.
 * The timer follows the real rule: "Válido até …", and a clock only in the last 48 hours.
 */
export function withCurrentOffer(
  samples: Record<PopupStyle, Popup>,
  offer: Pick<OfferBanner, 'title' | 'discount_percentage' | 'valid_until'> | null,
): Record<PopupStyle, Popup> {
  const end = offer ? offerEndsAt(offer.valid_until) : null;
  if (!offer || !end) return samples;
  return {
    ...samples,
    promotion: {
      ...samples.promotion,
      title: `${offer.title} com ${offer.discount_percentage}% de desconto`,
      content: 'Exemplo do popup de promoção com a oferta em vigor no site.',
      discount_percentage: offer.discount_percentage,
      button_text: 'Quero a oferta',
      expiry_date: new Date(end.getTime() - 1000).toISOString(),
      show_timer: true,
      timer_duration: 300,
    },
  };
}
