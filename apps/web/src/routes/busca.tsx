import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/search/search-page';
import { parseSearchQuery, SEARCH_NO_RESULTS_CONTEXT } from '../features/search/search-query';
import { pageHead } from '../lib/seo';
import { loadWhatsAppContext, siteSettingsOf } from './-shared/content';

/** Tags naming the share image: this page has none (/og/ draws only the listed pages). */
const isShareImageTag = (tag: object) =>
  ('property' in tag && String(tag.property).startsWith('og:image')) ||
  ('name' in tag && String(tag.name).startsWith('twitter:image'));

export const Route = createFileRoute('/busca')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => {
    const q = parseSearchQuery(search.q);
    return q ? { q } : {};
  },
  loader: async ({ context: { api } }) => {
    await Promise.all([
      api.services.list.ensureData({}),
      loadWhatsAppContext(api, SEARCH_NO_RESULTS_CONTEXT),
    ]);
  },
  head: ({ match }) => {
    const head = pageHead({
      title: 'Buscar',
      description:
        'Busque serviços, páginas, perguntas frequentes e informações da oficina de ar-condicionado automotivo.',
      path: '/busca',
      settings: siteSettingsOf(match),
      // One page per query: none of them belongs in a search engine, but their links do.
      noindex: true,
    });
    return { ...head, meta: head.meta.filter((tag) => !isShareImageTag(tag)) };
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { q = '' } = Route.useSearch();
  return <SearchPage query={q} />;
}
