import type { PortfolioItem } from '@oficina/core';
import { imageAlt } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { Car, Wrench } from 'lucide-react';
import { KeepTogether } from '../components/keep-together';
import { PageHeader } from '../components/page-header';
import { islandOnly, StaticIsland } from '../components/static-island';
import { pageHead } from '../lib/seo';
import { trpc } from '../lib/trpc';
import {
  contentSection,
  contentValue,
  loadWhatsAppContext,
  siteSettingsOf,
  useSectionTexts,
} from './-shared/content';
import { WhatsAppCta } from './-shared/whatsapp-cta';
import './-content/content-pages.css';
import { ResponsiveImage } from '../components/responsive-image';

const GENERAL = contentSection('geral');
/** The public list: active items in display order. */
const ITEMS = {};

export const Route = createFileRoute('/portfolio')({
  loader: async ({ context: { api } }) => {
    await Promise.all([
      // The page is a static island: its items travel as HTML, not as data too.
      api.portfolio.list.ensureData(ITEMS, islandOnly),
      api.editableContent.list.ensureData(GENERAL, islandOnly),
      loadWhatsAppContext(api, 'portfolio', islandOnly),
    ]);
  },
  head: ({ match }) =>
    pageHead({
      title: 'Portfólio',
      description:
        'Trabalhos realizados pela oficina: troca de compressor, vazamentos localizados com UV, higienização e refrigeração de baús em carros, picapes e caminhões.',
      path: '/portfolio',
      settings: siteSettingsOf(match),
    }),
  component: PortfolioPage,
});

function PortfolioPage() {
  return (
    <StaticIsland name="portfolio">
      <PortfolioList />
    </StaticIsland>
  );
}

function PortfolioList() {
  const [items] = trpc.portfolio.list.useSuspenseQuery(ITEMS);
  const texts = useSectionTexts(GENERAL);
  return (
    <div className="container">
      <PageHeader title="Portfólio" subtitle={contentValue(texts, 'portfolio.intro')} />
      {items.length === 0 ? (
        <p className="page-empty">Ainda não há trabalhos publicados.</p>
      ) : (
        <ul className="portfolio-list list-reset">
          {items.map((item) => (
            <li key={item.id}>
              <PortfolioCard item={item} />
            </li>
          ))}
        </ul>
      )}
      <WhatsAppCta
        context="portfolio"
        title="Quer um resultado assim no seu veículo?"
        text="Mande o modelo do carro e o que está acontecendo: respondemos com o diagnóstico e um orçamento."
        fallbackLabel="Quero um orçamento"
      />
    </div>
  );
}

function PortfolioCard({ item }: { item: PortfolioItem }) {
  const headingId = `trabalho-${item.id}`;
  const subject = item.vehicle ? `${item.title} (${item.vehicle})` : item.title;
  return (
    <article className="card portfolio-card" aria-labelledby={headingId}>
      {item.images.length > 0 ? (
        <div className="portfolio-card__gallery" data-count={Math.min(item.images.length, 2)}>
          {item.images.slice(0, 2).map((src, index) => (
            <ResponsiveImage
              key={src}
              src={src}
              alt={imageAlt(
                src,
                item.image_alts,
                `Foto ${index + 1} de ${item.images.length}: ${subject}`,
              )}
              width={800}
              height={600}
              sizes={
                item.images.length > 1
                  ? '(min-width: 60rem) 18rem, 50vw'
                  : '(min-width: 60rem) 36rem, 100vw'
              }
            />
          ))}
        </div>
      ) : null}
      <div className="card__body">
        <h2 id={headingId} className="card__title">
          {item.title}
        </h2>
        {item.vehicle || item.service ? (
          <dl className="portfolio-card__meta">
            {item.vehicle ? (
              <div>
                <dt>
                  <Car aria-hidden="true" size={16} />
                  Veículo:
                </dt>
                <dd>{item.vehicle}</dd>
              </div>
            ) : null}
            {item.service ? (
              <div>
                <dt>
                  <Wrench aria-hidden="true" size={16} />
                  Serviço:
                </dt>
                <dd>{item.service}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <p className="text-muted">
          <KeepTogether>{item.description}</KeepTogether>
        </p>
      </div>
    </article>
  );
}
