import { type SearchEntry, type SearchGroup, searchEntries } from '@oficina/core';

/** Fixed entries searched beside the services: pages, FAQ and info. */
export const FIXED_SEARCH_ENTRIES: readonly SearchEntry[] = [
  {
    id: 'page-home',
    category: 'page',
    title: 'Início',
    keywords: ['home', 'página inicial'],
    href: '/',
  },
  {
    id: 'page-servicos',
    category: 'page',
    title: 'Serviços',
    description: 'Todos os serviços de ar-condicionado automotivo',
    keywords: ['preços', 'orçamento', 'ar-condicionado'],
    href: '/servicos',
  },
  {
    id: 'page-portfolio',
    category: 'page',
    title: 'Portfólio',
    description: 'Trabalhos realizados',
    keywords: ['fotos', 'antes e depois', 'trabalhos'],
    href: '/portfolio',
  },
  {
    id: 'page-sobre',
    category: 'page',
    title: 'Sobre nós',
    description: 'Nossa história e equipe',
    keywords: ['empresa', 'equipe', 'história', 'oficina'],
    href: '/sobre',
  },
  {
    id: 'page-blog',
    category: 'page',
    title: 'Blog',
    keywords: ['dicas', 'artigos', 'notícias'],
    href: '/blog',
  },
  {
    id: 'page-contato',
    category: 'page',
    title: 'Contato',
    description: 'Fale com a oficina',
    keywords: ['mensagem', 'e-mail', 'formulário', 'agendar'],
    href: '/contato',
  },
  {
    id: 'page-faq',
    category: 'page',
    title: 'Perguntas frequentes',
    keywords: ['faq', 'dúvidas'],
    href: '/faq',
  },
  {
    id: 'page-privacidade',
    category: 'page',
    title: 'Política de Privacidade',
    keywords: ['cookies', 'dados'],
    href: '/politica-privacidade',
  },
  {
    id: 'page-termos',
    category: 'page',
    title: 'Termos de Uso',
    keywords: ['condições'],
    href: '/termos-de-uso',
  },
  {
    id: 'page-lgpd',
    category: 'page',
    title: 'LGPD',
    description: 'Lei Geral de Proteção de Dados',
    keywords: ['proteção de dados', 'privacidade'],
    href: '/lgpd',
  },
  {
    id: 'faq-recarga',
    category: 'faq',
    title: 'De quanto em quanto tempo recarregar o gás?',
    keywords: ['recarga', 'gás', 'manutenção'],
    href: '/faq',
  },
  {
    id: 'faq-garantia',
    category: 'faq',
    title: 'Os serviços têm garantia?',
    keywords: ['garantia', '90 dias'],
    href: '/faq',
  },
  {
    id: 'faq-pagamento',
    category: 'faq',
    title: 'Quais formas de pagamento vocês aceitam?',
    keywords: ['pagamento', 'cartão', 'pix', 'parcelamento'],
    href: '/faq',
  },
  {
    id: 'faq-cheiro',
    category: 'faq',
    title: 'Por que o ar-condicionado está com cheiro ruim?',
    keywords: ['mofo', 'cheiro', 'higienização', 'filtro'],
    href: '/faq',
  },
  {
    id: 'faq-agendar',
    category: 'faq',
    title: 'Preciso agendar ou posso chegar direto?',
    keywords: ['agendamento', 'horário marcado'],
    href: '/faq',
  },
  {
    id: 'info-horario',
    category: 'info',
    title: 'Horário de funcionamento',
    description: 'Seg a Sex: 8h às 18h | Sáb: 8h às 12h',
    keywords: ['sábado', 'aberto', 'funciona', 'hora'],
    href: '/contato',
  },
  {
    id: 'info-endereco',
    category: 'info',
    title: 'Endereço e localização',
    description: 'Centro de Duque de Caxias - RJ',
    keywords: ['onde fica', 'mapa', 'duque de caxias', 'rj', 'como chegar'],
    href: '/contato',
  },
  {
    id: 'info-telefone',
    category: 'info',
    title: 'Telefone e WhatsApp',
    keywords: ['ligar', 'contato', 'whatsapp', 'zap'],
    href: '/contato',
  },
  {
    id: 'info-area',
    category: 'info',
    title: 'Área de atendimento',
    description: 'Duque de Caxias e Baixada Fluminense',
    keywords: ['região', 'baixada', 'atende'],
    href: '/sobre',
  },
];

/** Suggested when the field is empty. */
export const POPULAR_SEARCHES = [
  'Recarga de gás',
  'Higienização',
  'Compressor',
  'Vazamento',
] as const;

/** The fields of a service (as `services.list` gives them) the search reads. */
export type SearchableService = { id: number; title: string; description: string; price: string };

/** Services become search entries pointing at the services page. */
export function serviceEntries(services: readonly SearchableService[]): SearchEntry[] {
  return services.map((service) => ({
    id: `service-${service.id}`,
    category: 'service',
    title: service.title,
    description: [service.description, service.price].filter(Boolean).join(' · '),
    href: '/servicos',
  }));
}

/**
 * What the site's search looks through: the services, then the fixed pages, FAQ and info.
 * The overlay and the results page both search with this, so they always agree.
 */
export function searchSite(
  services: readonly SearchableService[],
  query: string,
  perGroup?: number,
): SearchGroup[] {
  return searchEntries([...serviceEntries(services), ...FIXED_SEARCH_ENTRIES], query, perGroup);
}
