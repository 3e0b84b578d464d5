import { createFileRoute } from '@tanstack/react-router';
import { islandOnly } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { LEGAL_SECTION, siteSettingsOf } from './-shared/content';
import { LegalPage } from './-shared/legal-page';

export const Route = createFileRoute('/lgpd')({
  loader: async ({ context: { api } }) => {
    // Only the static island reads the texts: they travel as HTML, not as data too.
    await api.editableContent.list.ensureData(LEGAL_SECTION, islandOnly);
  },
  head: ({ match }) =>
    pageHead({
      title: 'Seus direitos pela LGPD',
      description:
        'Seus direitos como titular de dados pela LGPD (Lei nº 13.709/2018) e como exercê-los junto à FrioCar Climatização Automotiva.',
      path: '/lgpd',
      settings: siteSettingsOf(match),
    }),
  component: LgpdPage,
});

function LgpdPage() {
  return <LegalPage title="Seus direitos pela LGPD" contentKey="legal.lgpd" />;
}
