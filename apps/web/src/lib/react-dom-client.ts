/**
 * React's DOM renderer for the entry, kept in the same file as React itself (the 'react' group
 * in vite.config.ts). The renderer is CommonJS, so its body runs where it is first imported.
 * Imported from here, that happens while the React file itself runs, which the page's script
 * loader does in a task of its own, before the router's and the site's code. Imported by the
 * entry, the renderer's body ran in the entry's task, the longest of a first visit.
 */
export { hydrateRoot } from 'react-dom/client';
