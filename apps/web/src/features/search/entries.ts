import { PAGE_SEARCH, type SearchEntry, type SearchGroup, searchEntries } from '@oficina/core';

/** The site's pages as search entries, from the one list of public pages. */
const PAGE_ENTRIES: SearchEntry[] = Object.entries(PAGE_SEARCH).flatMap(([path, search]) =>
  search
    ? [{ id: `page-${path.slice(1) || 'home'}`, category: 'page' as const, href: path, ...search }]
    : [],
);

/** Fixed entries searched beside the services: pages, FAQ and info. */
export const FIXED_SEARCH_ENTRIES: readonly SearchEntry[] = [
  ...PAGE_ENTRIES,
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
