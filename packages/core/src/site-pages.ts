/** A public page of the site (spec §2), as popups and banners target it. */
export interface SitePage {
  /** Route path, as stored in target_pages ("/servicos"). */
  path: string;
  /** Name the owner recognises in the admin panel. */
  label: string;
}

/** Every public route of the spec (§2), in the order of its table. */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', label: 'Página inicial' },
  { path: '/servicos', label: 'Serviços' },
  { path: '/portfolio', label: 'Portfólio' },
  { path: '/sobre', label: 'Sobre' },
  { path: '/blog', label: 'Blog' },
  { path: '/contato', label: 'Contato' },
  { path: '/faq', label: 'Perguntas frequentes (FAQ)' },
  { path: '/politica-privacidade', label: 'Política de Privacidade' },
  { path: '/termos-de-uso', label: 'Termos de Uso' },
  { path: '/lgpd', label: 'LGPD' },
  { path: '/demo-popups-banners', label: 'Demonstração de popups e banners' },
];
