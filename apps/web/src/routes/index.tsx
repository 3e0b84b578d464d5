import { createFileRoute } from '@tanstack/react-router';
import { BannerSlot, ensureBanners } from '../features/banners';
import { AttentionGrabber, OfferBanner, UrgencyBanner } from '../features/marketing';
import { pageHead } from '../lib/seo';
import { trpc } from '../lib/trpc';
import { FaqTeaser } from './-home/faq-teaser';
import { FinalCta } from './-home/final-cta';
import { Hero } from './-home/hero';
import { ServicesHighlights } from './-home/services-highlights';
import { Testimonials } from './-home/testimonials';
import { WhyUs } from './-home/why-us';
import { contentSection, contentValue, loadSettings } from './-shared/content';
import './-home/home.css';

const HOME = contentSection('home');
/** Same input as the FAQ page, so both share one cache entry. */
const FAQS = {};

export const Route = createFileRoute('/')({
  loader: async ({ context: { api } }) => {
    const [settings] = await Promise.all([
      loadSettings(api),
      api.editableContent.list.ensureData(HOME),
      api.services.list.ensureData(),
      api.testimonials.list.ensureData(),
      api.faqs.list.ensureData(FAQS),
      // The marketing blocks read all three configs with one suspense query.
      api.marketing.all.ensureData(),
      // Optional extras: a failure leaves their slot empty instead of failing the page.
      ensureBanners(api, '/', ['hero', 'middle']).catch(() => undefined),
    ]);
    return { settings };
  },
  head: ({ loaderData }) =>
    pageHead({
      title: '',
      description:
        'Oficina de ar-condicionado automotivo em Duque de Caxias (RJ): recarga de gás, higienização, troca de compressor e refrigeração de baús, com garantia de 90 dias.',
      path: '/',
      settings: loaderData?.settings ?? {},
    }),
  component: HomePage,
});

function HomePage() {
  const [texts] = trpc.editableContent.list.useSuspenseQuery(HOME);
  const [services] = trpc.services.list.useSuspenseQuery();
  const [testimonials] = trpc.testimonials.list.useSuspenseQuery();
  const [faqs] = trpc.faqs.list.useSuspenseQuery(FAQS);
  const text = (key: string, fallback: string) => contentValue(texts, key, fallback);

  return (
    <>
      <Hero
        title={text('home.hero.title', 'Ar-condicionado do carro gelando de novo, com garantia')}
        subtitle={text(
          'home.hero.subtitle',
          'Recarga de gás, higienização, compressores e refrigeração de baús em Duque de Caxias.',
        )}
        ctaPrimary={text('home.hero.cta_primary', 'Agendar avaliação')}
        ctaSecondary={text('home.hero.cta_secondary', 'Ver serviços')}
      />
      <div className="container home-extras">
        <BannerSlot position="hero" page="/" />
        <UrgencyBanner />
      </div>
      <ServicesHighlights
        services={services}
        title={text('home.services.title', 'Nossos serviços')}
        subtitle={text('home.services.subtitle', '')}
      />
      <div className="container home-extras">
        <AttentionGrabber />
      </div>
      <WhyUs
        title={text('home.why_us.title', 'Por que escolher a nossa oficina')}
        items={text('home.why_us.items', '')}
      />
      <div className="container home-extras">
        <BannerSlot position="middle" page="/" />
        <OfferBanner />
      </div>
      <Testimonials
        testimonials={testimonials}
        title={text('home.testimonials.title', 'O que nossos clientes dizem')}
      />
      <FaqTeaser faqs={faqs} title={text('home.faq.title', 'Dúvidas frequentes')} />
      <FinalCta
        title={text('home.cta.title', 'Seu ar-condicionado não está gelando?')}
        text={text(
          'home.cta.text',
          'Fale com a nossa equipe pelo WhatsApp ou envie uma mensagem pelo formulário de contato.',
        )}
      />
    </>
  );
}
