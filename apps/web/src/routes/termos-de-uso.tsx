import { createFileRoute } from '@tanstack/react-router';
import { islandOnly } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { LEGAL_SECTION, loadSettings } from './-shared/content';
import { LegalPage } from './-shared/legal-page';

export const Route = createFileRoute('/termos-de-uso')({
  loader: async ({ context: { api } }) => {
    const [settings] = await Promise.all([
      loadSettings(api),
      // Only the static island reads the texts: they travel as HTML, not as data too.
      api.editableContent.list.ensureData(LEGAL_SECTION, islandOnly),
    ]);
    return { settings };
  },
  head: ({ loaderData }) =>
    pageHead({
      title: 'Termos de Uso',
      description:
        'Condições de uso do site da FrioCar Climatização Automotiva, oficina de ar-condicionado automotivo em Duque de Caxias (RJ).',
      path: '/termos-de-uso',
      settings: loaderData?.settings ?? {},
    }),
  component: TermsPage,
});

function TermsPage() {
  return <LegalPage title="Termos de Uso" contentKey="legal.terms" />;
}
