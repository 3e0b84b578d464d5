import type { popupInputSchema } from '@oficina/core';
import type { z } from 'zod';
import { demoCampaign } from './campaign';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Popups with dates relative to `now`, so the demo stays meaningful whenever it is seeded. */
export function demoPopups(now: Date): Array<z.input<typeof popupInputSchema>> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const campaign = demoCampaign(now);

  return [
    {
      // The demo's one offer: the same package, percentage and last day as the marketing blocks.
      // Worded apart from the marketing blocks' line, so a test can tell the popup is not in the
      // server-rendered page.
      title: `${campaign.discount_percentage}% de desconto na higienização + recarga de gás`,
      content: `Ar gelando e sem cheiro de mofo: agende a higienização com oxi-sanitização junto com a recarga de gás e ganhe ${campaign.discount_percentage}% de desconto no pacote, pelo site ou pelo WhatsApp.`,
      type: 'promotion',
      style: 'promotion',
      discount_percentage: campaign.discount_percentage,
      button_text: 'Agendar com desconto',
      button_action: '/contato',
      target_pages: '/',
      start_date: at(-7),
      expiry_date: campaign.expiry_date,
      show_delay: 5,
      // Counts to expiry_date: "Válido até …", and a clock only in the offer's last 48 hours.
      show_timer: true,
      timer_duration: 900,
      priority: 100,
      active: true,
    },
    {
      title: 'Horário especial no feriado',
      content:
        'Na próxima semana funcionaremos em horário reduzido, das 8h às 12h, na segunda e na terça-feira. Se o seu carro precisa de atendimento, agende com antecedência pelo WhatsApp.',
      type: 'alert',
      style: 'warning',
      button_text: 'Entendi',
      button_action: 'close',
      target_pages: '*',
      start_date: at(-2),
      expiry_date: at(10),
      show_delay: 2,
      show_timer: false,
      priority: 80,
      active: true,
    },
    {
      title: 'Refrigeração de baús e câmaras frias',
      content:
        'Também instalamos e fazemos a manutenção da refrigeração de vans e caminhões com baú isotérmico. Para frotas, atendemos com hora marcada a partir das 7h.',
      type: 'announcement',
      style: 'success',
      button_text: 'Falar com a equipe',
      button_action: '/contato',
      target_pages: '/servicos',
      show_delay: 4,
      priority: 60,
      active: true,
    },
    {
      title: 'Agendamento on-line indisponível',
      content:
        'Nosso formulário de agendamento passou por manutenção. Durante esse período, os pedidos foram atendidos somente por telefone e WhatsApp.',
      type: 'alert',
      style: 'error',
      button_text: 'Fechar',
      button_action: 'close',
      target_pages: 'all',
      start_date: at(-20),
      expiry_date: at(-5),
      show_delay: 1,
      priority: 90,
      active: true,
    },
    {
      title: 'Revisão anual do ar-condicionado',
      content:
        'Recomendamos uma revisão por ano: medimos as pressões e a temperatura de saída e só fazemos a recarga se for necessário. Agende pelo WhatsApp ou pelo formulário de contato.',
      type: 'announcement',
      style: 'info',
      button_text: 'Ver serviços',
      button_action: '/servicos',
      target_pages: '/contato, /servicos',
      start_date: at(7),
      expiry_date: at(37),
      show_delay: 3,
      priority: 40,
      active: true,
    },
    {
      title: 'Popup de demonstração',
      content:
        'Este aviso aparece apenas na página de demonstração de popups e banners. Ele serve para conferir o estilo informativo, o atraso de exibição e o botão de fechar.',
      type: 'alert',
      style: 'info',
      button_text: 'Fechar aviso',
      button_action: 'close',
      target_pages: '/demo-popups-banners',
      show_delay: 1,
      priority: 50,
      active: true,
    },
    {
      // A past campaign, switched off and over: kept to show an ended offer in the panel.
      title: 'Semana do ar gelado: 30% OFF',
      content:
        'Revisão completa do ar-condicionado com 30% de desconto durante a semana da campanha.',
      type: 'promotion',
      style: 'promotion',
      discount_percentage: 30,
      button_text: 'Ver serviços',
      button_action: '/servicos',
      target_pages: '*',
      start_date: at(-60),
      expiry_date: at(-53),
      show_delay: 3,
      priority: 10,
      active: false,
    },
  ];
}
