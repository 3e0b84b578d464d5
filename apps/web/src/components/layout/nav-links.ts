/** The main navigation, in the order visitors see it. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/servicos', label: 'Serviços' },
  { to: '/portfolio', label: 'Portfólio' },
  { to: '/sobre', label: 'Sobre' },
  { to: '/blog', label: 'Blog' },
  { to: '/contato', label: 'Contato' },
] as const;

/** Footer quick links: the main pages plus FAQ and the three legal pages. */
export const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/servicos', label: 'Serviços' },
  { to: '/portfolio', label: 'Portfólio' },
  { to: '/sobre', label: 'Sobre' },
  { to: '/blog', label: 'Blog' },
  { to: '/contato', label: 'Contato' },
  { to: '/faq', label: 'Perguntas frequentes (FAQ)' },
  { to: '/politica-privacidade', label: 'Política de Privacidade' },
  { to: '/termos-de-uso', label: 'Termos de Uso' },
  { to: '/lgpd', label: 'LGPD' },
] as const;

/** The footer's fixed list of services: written here, not read from the database, so the footer
 * never waits for data and stays the same on every page. */
export const FOOTER_SERVICES = [
  'Recarga de gás',
  'Higienização do ar-condicionado',
  'Troca de compressor',
  'Detecção de vazamentos',
  'Troca de filtro de cabine',
  'Refrigeração de baús',
] as const;
