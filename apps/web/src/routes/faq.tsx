import { createFileRoute } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { PageHeader } from '../components/page-header';
import { ServerMarkdown } from '../components/server-markdown';
import { islandOnly, StaticIsland } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { trpc } from '../lib/trpc';
import { contentSection, contentValue, siteSettingsOf, useSectionTexts } from './-shared/content';
import { WhatsAppCta } from './-shared/whatsapp-cta';
import './-shared/pages.css';

const GENERAL = contentSection('geral');
/** The public list: active questions only, already in display order. */
const FAQS = {};

export const Route = createFileRoute('/faq')({
  loader: async ({ context: { api } }) => {
    await Promise.all([
      // Only the page's static island reads these: they travel as HTML, not as data too.
      api.faqs.list.ensureData(FAQS, islandOnly),
      api.editableContent.list.ensureData(GENERAL, islandOnly),
    ]);
  },
  head: ({ match }) =>
    pageHead({
      title: 'Perguntas frequentes',
      description:
        'Respostas sobre recarga de gás, higienização, garantia, prazos e pagamento do ar-condicionado automotivo na FrioCar, em Duque de Caxias.',
      path: '/faq',
      settings: siteSettingsOf(match),
    }),
  component: FaqPage,
});

function FaqPage() {
  return (
    <StaticIsland name="faq">
      <FaqList />
    </StaticIsland>
  );
}

/** Questions as native <details>: nothing to hydrate, so the whole page is a static island. */
function FaqList() {
  const [faqs] = trpc.faqs.list.useSuspenseQuery(FAQS);
  const texts = useSectionTexts(GENERAL);
  return (
    <div className="container container--narrow">
      <PageHeader title="Perguntas frequentes" subtitle={contentValue(texts, 'faq.intro')} />
      {faqs.length === 0 ? (
        <p className="page-empty">Ainda não há perguntas publicadas.</p>
      ) : (
        // <details>/<summary>: a native disclosure, keyboard operable and announced as
        // expanded/collapsed by screen readers, and it works before JavaScript loads.
        <div className="faq-list">
          {faqs.map((faq) => (
            <details key={faq.id} className="faq-item">
              <summary className="faq-item__question">
                <span>{faq.question}</span>
                <ChevronDown className="faq-item__icon" aria-hidden="true" size={20} />
              </summary>
              <ServerMarkdown className="faq-item__answer">{faq.answer}</ServerMarkdown>
            </details>
          ))}
        </div>
      )}
      <WhatsAppCta
        title="Não encontrou sua resposta?"
        text="Fale com a nossa equipe pelo WhatsApp. Respondemos em horário comercial."
      />
    </div>
  );
}
