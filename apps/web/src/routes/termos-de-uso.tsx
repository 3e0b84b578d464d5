import { createFileRoute } from '@tanstack/react-router';
import { islandOnly } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { LEGAL_SECTION, siteSettingsOf } from './-shared/content';
import { LegalPage } from './-shared/legal-page';

export const Route = createFileRoute('/termos-de-uso')({
  loader: async ({ context: { api } }) => {
    // Only the static island reads the texts: they travel as HTML, not as data too.
    await api.editableContent.list.ensureData(LEGAL_SECTION, islandOnly);
  },
  head: ({ match }) =>
    pageHead({
      title: 'Termos de Uso',
      description:
        'Condições de uso do site da FrioCar Climatização Automotiva, oficina de ar-condicionado automotivo em Duque de Caxias (RJ).',
      path: '/termos-de-uso',
      settings: siteSettingsOf(match),
    }),
  component: TermsPage,
});

function TermsPage() {
  return <LegalPage title="Termos de Uso" contentKey="legal.terms" />;
}
