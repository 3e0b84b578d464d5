import { createFileRoute } from '@tanstack/react-router';
import { islandOnly } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { LEGAL_SECTION, loadSettings } from './-shared/content';
import { LegalPage } from './-shared/legal-page';

export const Route = createFileRoute('/lgpd')({
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
      title: 'Seus direitos pela LGPD',
      description:
        'Seus direitos como titular de dados pela LGPD (Lei nº 13.709/2018) e como exercê-los junto à FrioCar Climatização Automotiva.',
      path: '/lgpd',
      settings: loaderData?.settings ?? {},
    }),
  component: LgpdPage,
});

function LgpdPage() {
  return <LegalPage title="Seus direitos pela LGPD" contentKey="legal.lgpd" />;
}
