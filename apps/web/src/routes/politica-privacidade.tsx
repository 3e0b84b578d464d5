import { createFileRoute } from '@tanstack/react-router';
import { islandOnly } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { LEGAL_SECTION, loadSettings } from './-shared/content';
import { LegalPage } from './-shared/legal-page';

export const Route = createFileRoute('/politica-privacidade')({
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
      title: 'Política de Privacidade',
      description:
        'Como a FrioCar Climatização Automotiva coleta, usa, guarda e protege seus dados pessoais, conforme a LGPD.',
      path: '/politica-privacidade',
      settings: loaderData?.settings ?? {},
    }),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <LegalPage title="Política de Privacidade" contentKey="legal.privacy" />;
}
