/** How the site search finds a page; null: not searchable. */
export type PageSearch = { title: string; description?: string; keywords: string[] } | null;

/**
 * Every public page (SITE_PAGES) as the site search sees it: scripts/site-pages.test.ts checks
 * every page is here. Read only by the search (a chunk loaded when it is used), not by the menus.
 */
export const PAGE_SEARCH: Record<string, PageSearch> = {
  '/': { title: 'Início', keywords: ['home', 'página inicial'] },
  '/servicos': {
    title: 'Serviços',
    description: 'Todos os serviços de ar-condicionado automotivo',
    keywords: ['preços', 'orçamento', 'ar-condicionado'],
  },
  '/portfolio': {
    title: 'Portfólio',
    description: 'Trabalhos realizados',
    keywords: ['fotos', 'antes e depois', 'trabalhos'],
  },
  '/sobre': {
    title: 'Sobre nós',
    description: 'Nossa história e equipe',
    keywords: ['empresa', 'equipe', 'história', 'oficina'],
  },
  '/blog': { title: 'Blog', keywords: ['dicas', 'artigos', 'notícias'] },
  '/agendar': {
    title: 'Agendar serviço',
    description: 'Escolha o dia e o horário livres',
    keywords: ['agendar', 'agendamento', 'horário', 'marcar'],
  },
  '/contato': {
    title: 'Contato',
    description: 'Fale com a oficina',
    keywords: ['mensagem', 'e-mail', 'formulário', 'agendar'],
  },
  '/faq': { title: 'Perguntas frequentes', keywords: ['faq', 'dúvidas'] },
  '/politica-privacidade': { title: 'Política de Privacidade', keywords: ['cookies', 'dados'] },
  '/termos-de-uso': { title: 'Termos de Uso', keywords: ['condições'] },
  '/lgpd': {
    title: 'LGPD',
    description: 'Lei Geral de Proteção de Dados',
    keywords: ['proteção de dados', 'privacidade'],
  },
  '/demo-popups-banners': null,
};
