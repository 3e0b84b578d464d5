import { createFileRoute } from '@tanstack/react-router';
import { islandOnly } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { LEGAL_SECTION, siteSettingsOf } from './-shared/content';
import { LegalPage } from './-shared/legal-page';

export const Route = createFileRoute('/politica-privacidade')({
  loader: async ({ context: { api } }) => {
    // Only the static island reads the texts: they travel as HTML, not as data too.
    await api.editableContent.list.ensureData(LEGAL_SECTION, islandOnly);
  },
  head: ({ match }) =>
    pageHead({
      title: 'Política de Privacidade',
      description:
        'Como a FrioCar Climatização Automotiva coleta, usa, guarda e protege seus dados pessoais, conforme a LGPD.',
      path: '/politica-privacidade',
      settings: siteSettingsOf(match),
    }),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <LegalPage title="Política de Privacidade" contentKey="legal.privacy" />;
}
