/** Every public route, plus one blog post. */
export const PUBLIC_ROUTES = [
  '/',
  '/servicos',
  '/portfolio',
  '/sobre',
  '/blog',
  '/blog/5-sinais-ar-condicionado-precisa-de-manutencao',
  '/contato',
  '/faq',
  '/politica-privacidade',
  '/termos-de-uso',
  '/lgpd',
  '/demo-popups-banners',
];
