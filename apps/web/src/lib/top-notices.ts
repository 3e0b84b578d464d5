/**
 * Id of the element, above the top bar and the header, where notices for the whole page (the
 * popups' top banners) are drawn. It is in the page flow, so a notice pushes the page down
 * instead of covering the header. SiteLayout renders it empty; notices are portalled into it.
 */
export const TOP_NOTICES_ID = 'avisos-topo';
