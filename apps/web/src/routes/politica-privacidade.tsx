import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../lib/seo';
import { LEGAL_SECTION, loadSettings } from './-shared/content';
import { LegalPage } from './-shared/legal-page';

export const Route = createFileRoute('/politica-privacidade')({
  loader: async ({ context: { api } }) => {
    const [settings] = await Promise.all([
      loadSettings(api),
      api.editableContent.list.ensureData(LEGAL_SECTION),
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
