import { imageAlt } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { KeepTogether } from '../components/keep-together';
import { PageHeader } from '../components/page-header';
import { islandOnly, StaticIsland } from '../components/static-island';
import { BannerSlot, ensureBanners } from '../features/banners';
import { pageHead } from '../lib/seo';
import { usePublicSettings } from '../lib/site-data';
import { trpc } from '../lib/trpc';
import { SERVICE_QUOTE_CONTEXT, ServiceQuoteButton } from './-content/service-quote-button';
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

export const Route = createFileRoute('/servicos')({
  // The middle banner goes between the list of services and the closing call.
  staticData: { ownBannerPositions: ['middle'] },
  loader: async ({ context: { api } }) => {
    await Promise.all([
      // Only the static island reads these: they travel as HTML, not as data too.
      api.services.list.ensureData({}, islandOnly),
      api.editableContent.list.ensureData(GENERAL, islandOnly),
      loadWhatsAppContext(api, SERVICE_QUOTE_CONTEXT, islandOnly),
      ensureBanners(api, '/servicos'),
    ]);
  },
  head: ({ match }) =>
    pageHead({
      title: 'Serviços',
      description:
        'Recarga de gás R-134a e R-1234yf, higienização, troca de compressor, detecção de vazamentos e refrigeração de baús em Duque de Caxias. Peça seu orçamento pelo WhatsApp.',
      path: '/servicos',
      settings: siteSettingsOf(match),
    }),
  component: ServicesPage,
});

function ServicesPage() {
  return (
    <div className="container">
      <StaticIsland name="servicos">
        <ServiceList />
      </StaticIsland>
      <BannerSlot position="middle" page="/servicos" />
      <WhatsAppCta
        title="Não sabe qual serviço o seu carro precisa?"
        text="Descreva o que está acontecendo com o ar-condicionado e a nossa equipe indica o diagnóstico certo."
      />
    </div>
  );
}

/** The cards and their quote links: static once drawn, a static island. */
function ServiceList() {
  const [services] = trpc.services.list.useSuspenseQuery({});
  const texts = useSectionTexts(GENERAL);
  const booking = usePublicSettings().booking_enabled !== 'false';
  return (
    <>
      <PageHeader title="Nossos Serviços" subtitle={contentValue(texts, 'servicos.intro')} />
      {services.length === 0 ? (
        <p className="page-empty">Nenhum serviço publicado no momento.</p>
      ) : (
        <ul className="service-list list-reset">
          {services.map((service, index) => (
            <li key={service.id}>
              <article className="card service-card" aria-labelledby={`servico-${service.id}`}>
                <ResponsiveImage
                  className="service-card__media"
                  src={service.image}
                  alt={imageAlt(
                    service.image,
                    service.image_alts,
                    `Ilustração do serviço: ${service.title}`,
                  )}
                  width={800}
                  height={600}
                  sizes="(min-width: 48rem) 22rem, 100vw"
                  // The first card's picture is the largest thing on a phone's first screen.
                  priority={index === 0}
                />
                <div className="card__body">
                  <h2 id={`servico-${service.id}`} className="card__title">
                    <KeepTogether>{service.title}</KeepTogether>
                  </h2>
                  <p className="service-card__text">
                    <KeepTogether>{service.description}</KeepTogether>
                  </p>
                  {service.duration ? (
                    <p className="service-card__duration">
                      Tempo estimado: <KeepTogether>{service.duration}</KeepTogether>
                    </p>
                  ) : null}
                  <div className="service-card__footer">
                    {service.price ? (
                      <p className="service-card__price">
                        <span className="sr-only">Preço: </span>
                        {service.price}
                      </p>
                    ) : null}
                    <ServiceQuoteButton service={service.title} />
                    {booking && service.bookable ? (
                      <a className="btn btn--primary" href={`/agendar?servico=${service.id}`}>
                        Agendar
                        <span className="sr-only"> {service.title}</span>
                      </a>
                    ) : null}
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
