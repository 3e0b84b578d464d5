import { createFileRoute } from '@tanstack/react-router';
import { islandOnly, StaticIsland } from '../components/static-island';
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
import { contentSection, contentValue, siteSettingsOf, useSectionTexts } from './-shared/content';
import './-home/home.css';

const HOME = contentSection('home');
/** Same input as the FAQ page, so both share one cache entry. */
const FAQS = {};

export const Route = createFileRoute('/')({
  // The hero and middle banners go between the home page's own sections.
  staticData: { ownBannerPositions: ['hero', 'middle'] },
  loader: async ({ context: { api } }) => {
    await Promise.all([
      // Texts, services, testimonials and questions are only drawn inside static islands: the
      // page carries them as HTML, not a second time as data for hydration.
      api.editableContent.list.ensureData(HOME, islandOnly),
      api.services.list.ensureData({}, islandOnly),
      api.testimonials.list.ensureData(undefined, islandOnly),
      api.faqs.list.ensureData(FAQS, islandOnly),
      // The marketing blocks read all three configs with one suspense query.
      api.marketing.all.ensureData(),
      // Optional extras: a failure leaves their slot empty instead of failing the page.
      ensureBanners(api, '/'),
    ]);
  },
  head: ({ match }) =>
    pageHead({
      title: '',
      description:
        'Oficina de ar-condicionado automotivo em Duque de Caxias (RJ): recarga de gás, higienização, troca de compressor e refrigeração de baús, com garantia de 90 dias.',
      path: '/',
      settings: siteSettingsOf(match),
    }),
  component: HomePage,
});

/**
 * The page alternates static sections (islands: drawn by the server, left as they are when the
 * page hydrates) with the interactive slots between them (banners, marketing blocks).
 */
function HomePage() {
  return (
    <>
      <StaticIsland name="home-hero">
        <HomeHero />
      </StaticIsland>
      <div className="container home-extras">
        <BannerSlot position="hero" page="/" />
        <UrgencyBanner />
      </div>
      <StaticIsland name="home-services">
        <HomeServices />
      </StaticIsland>
      <div className="container home-extras">
        <AttentionGrabber />
      </div>
      <StaticIsland name="home-why-us">
        <HomeWhyUs />
      </StaticIsland>
      <div className="container home-extras">
        <BannerSlot position="middle" page="/" />
        <OfferBanner />
      </div>
      <StaticIsland name="home-closing">
        <HomeClosing />
      </StaticIsland>
    </>
  );
}

function useHomeText() {
  const texts = useSectionTexts(HOME);
  return (key: string, fallback: string) => contentValue(texts, key, fallback);
}

function HomeHero() {
  const text = useHomeText();
  return (
    <Hero
      title={text('home.hero.title', 'Ar-condicionado do carro gelando de novo, com garantia')}
      subtitle={text(
        'home.hero.subtitle',
        'Recarga de gás, higienização, compressores e refrigeração de baús em Duque de Caxias.',
      )}
      ctaPrimary={text('home.hero.cta_primary', 'Agendar avaliação')}
      ctaSecondary={text('home.hero.cta_secondary', 'Ver serviços')}
    />
  );
}

function HomeServices() {
  const text = useHomeText();
  const [services] = trpc.services.list.useSuspenseQuery({});
  return (
    <ServicesHighlights
      services={services}
      title={text('home.services.title', 'Nossos serviços')}
      subtitle={text('home.services.subtitle', '')}
    />
  );
}

function HomeWhyUs() {
  const text = useHomeText();
  return (
    <WhyUs
      title={text('home.why_us.title', 'Por que escolher a nossa oficina')}
      items={text('home.why_us.items', '')}
    />
  );
}

/** Testimonials, questions and the closing call: three sections with nothing between them. */
function HomeClosing() {
  const text = useHomeText();
  const [testimonials] = trpc.testimonials.list.useSuspenseQuery();
  const [faqs] = trpc.faqs.list.useSuspenseQuery(FAQS);
  return (
    <>
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
