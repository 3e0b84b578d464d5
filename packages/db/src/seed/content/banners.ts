import type { bannerInputSchema } from '@oficina/core';
import type { z } from 'zod';
import { demoCampaign } from './campaign';

type BannerInput = z.input<typeof bannerInputSchema>;

/** Content of a banner: a title, a line of text and an optional button. */
interface BannerContent {
  title: string;
  subtitle: string;
  cta_text?: string;
  cta_link?: string;
}

const json = (content: BannerContent) => JSON.stringify(content);

/** The demo's banners; the promotion names the current campaign and its last day. */
export function demoBanners(now: Date): BannerInput[] {
  const campaign = demoCampaign(now);
  return [
    {
      title: 'Destaque da página inicial',
      key: 'home_hero',
      position: 'hero',
      target_pages: '/',
      display_order: 1,
      active: true,
      content: json({
        title: 'Ar-condicionado gelando de verdade',
        subtitle:
          'Recarga de gás, higienização e reparo do ar-condicionado automotivo em Duque de Caxias, com diagnóstico honesto e garantia de 90 dias.',
        cta_text: 'Agendar avaliação',
        cta_link: '/contato',
      }),
    },
    {
      title: 'Promoção de higienização',
      key: 'promo_higienizacao',
      position: 'middle',
      target_pages: '/servicos',
      display_order: 1,
      active: true,
      content: json({
        title: `${campaign.service} com ${campaign.discount_percentage}% de desconto`,
        subtitle: `Ar gelando e sem cheiro de mofo num só agendamento. Oferta válida até ${campaign.valid_until_br}.`,
        cta_text: 'Agendar com desconto',
        cta_link: '/contato',
      }),
    },
    {
      title: 'Chamada de atendimento para frotas',
      key: 'contato_frotas',
      position: 'bottom',
      target_pages: '/contato',
      display_order: 1,
      active: true,
      content: json({
        title: 'Tem uma frota de vans ou caminhões baú?',
        subtitle:
          'Montamos um plano de manutenção preventiva com horários a partir das 7h e faturamento para empresas.',
        cta_text: 'Conhecer o serviço',
        cta_link: '/servicos',
      }),
    },
    {
      title: 'Garantia no rodapé',
      key: 'footer_garantia',
      position: 'footer',
      target_pages: '*',
      display_order: 1,
      active: true,
      content: json({
        title: 'Todos os serviços com 90 dias de garantia',
        subtitle:
          'Orçamento aprovado antes de qualquer serviço e nota fiscal em todos os atendimentos.',
      }),
    },
    {
      title: 'Campanha de inverno (pausada)',
      key: 'promo_inverno',
      position: 'top',
      target_pages: '*',
      display_order: 1,
      active: false,
      content: json({
        title: 'Inverno também pede ar-condicionado',
        subtitle: 'O ar desembaça o para-brisa mais rápido. Revisão completa com 10% de desconto.',
        cta_text: 'Agendar revisão',
        cta_link: '/contato',
      }),
    },
    {
      title: 'Demonstração — cabeçalho',
      key: 'demo_header',
      position: 'header',
      target_pages: '/demo-popups-banners',
      display_order: 1,
      active: true,
      content: json({
        title: 'Banner de cabeçalho',
        subtitle: 'Exibido na faixa mais alta da página, acima do menu.',
      }),
    },
    {
      title: 'Demonstração — topo',
      key: 'demo_top',
      position: 'top',
      target_pages: '/demo-popups-banners',
      display_order: 1,
      active: true,
      content: json({
        title: 'Banner de topo',
        subtitle: 'Aparece logo abaixo do menu principal, ideal para avisos curtos.',
        cta_text: 'Falar conosco',
        cta_link: '/contato',
      }),
    },
    {
      title: 'Demonstração — destaque',
      key: 'demo_hero',
      position: 'hero',
      target_pages: '/demo-popups-banners',
      display_order: 1,
      active: true,
      content: json({
        title: 'Banner de destaque',
        subtitle: 'A área principal da página, com título grande e botão de ação.',
        cta_text: 'Ver serviços',
        cta_link: '/servicos',
      }),
    },
    {
      title: 'Demonstração — meio da página',
      key: 'demo_middle',
      position: 'middle',
      target_pages: '/demo-popups-banners',
      display_order: 1,
      active: true,
      content: json({
        title: 'Banner do meio',
        subtitle: 'Inserido entre as seções do conteúdo, bom para promoções.',
      }),
    },
    {
      title: 'Demonstração — final da página',
      key: 'demo_bottom',
      position: 'bottom',
      target_pages: '/demo-popups-banners',
      display_order: 1,
      active: true,
      content: json({
        title: 'Banner do final',
        subtitle: 'Fecha o conteúdo da página com uma última chamada.',
        cta_text: 'Pedir orçamento',
        cta_link: '/contato',
      }),
    },
    {
      title: 'Demonstração — rodapé',
      key: 'demo_footer',
      position: 'footer',
      target_pages: '/demo-popups-banners',
      display_order: 2,
      active: true,
      content: json({
        title: 'Banner de rodapé',
        subtitle: 'Fica acima do rodapé do site, em todas as larguras de tela.',
      }),
    },
  ];
}
