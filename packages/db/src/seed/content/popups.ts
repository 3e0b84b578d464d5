import type { popupInputSchema } from '@oficina/core';
import type { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Popups with dates relative to `now`, so the demo stays meaningful whenever it is seeded. */
export function demoPopups(now: Date): Array<z.input<typeof popupInputSchema>> {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();

  return [
    {
      title: 'Higienização + recarga com 20% OFF',
      content:
        'Deixe o ar do seu carro gelando e sem cheiro de mofo. Agende a higienização com oxi-sanitização junto com a recarga de gás e ganhe 20% de desconto no pacote. Oferta válida para agendamentos feitos pelo site.',
      type: 'promotion',
      style: 'promotion',
      discount_percentage: 20,
      button_text: 'Agendar com desconto',
      button_action: '/contato',
      target_pages: '/',
      start_date: at(-7),
      expiry_date: at(30),
      show_delay: 5,
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
      title: 'Novidade: refrigeração de baús e câmaras frias',
      content:
        'Agora também instalamos e fazemos manutenção de refrigeração para vans e caminhões com baú isotérmico. Atendimento com horário marcado para frotas, a partir das 7h.',
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
      title: 'Sábados com atendimento estendido',
      content:
        'A partir do mês que vem, aos sábados, atenderemos das 8h às 14h para revisão e higienização do ar-condicionado. Aproveite para resolver sem faltar ao trabalho.',
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
      title: 'Semana do ar gelado: 30% OFF',
      content:
        'Campanha encerrada: 30% de desconto na revisão completa do ar-condicionado. Fique de olho nas próximas promoções no nosso Instagram.',
      type: 'promotion',
      style: 'promotion',
      discount_percentage: 30,
      button_text: 'Ver serviços',
      button_action: '/servicos',
      target_pages: '*',
      show_delay: 3,
      priority: 10,
      active: false,
    },
  ];
}
