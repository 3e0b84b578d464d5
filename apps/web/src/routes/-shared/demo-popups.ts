import type { Popup } from '@oficina/core';

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
  promotion: {
    ...BASE,
    id: 9001,
    type: 'promotion',
    style: 'promotion',
    title: 'Higienização com 15% de desconto',
    content:
      'Oxi-sanitização e troca do filtro de cabine em cerca de 1 hora. Oferta por tempo limitado.',
    discount_percentage: 15,
    button_text: 'Quero a oferta',
    show_timer: true,
    timer_duration: 300,
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
    title: 'Agenda de sábado quase cheia',
    content: 'Restam poucos horários neste sábado. Agende pelo WhatsApp para garantir o seu.',
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
    title: 'Novo horário aos sábados',
    content: 'Agora atendemos aos sábados das 8h às 12h, com recarga de gás e higienização.',
  },
};
