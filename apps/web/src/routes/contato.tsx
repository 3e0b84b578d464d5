import { companyHoursText } from '@oficina/core';
import { createFileRoute } from '@tanstack/react-router';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { DirectionsLink } from '../components/directions-link';
import { NoBreak } from '../components/keep-together';
import { PageHeader } from '../components/page-header';
import { BannerSlot, ensureBanners } from '../features/banners';
import { ContactForm } from '../features/contact-form';
import { OpenNowBadge } from '../features/opening-hours';
import { pageHead } from '../lib/seo';
import { telHref, useCompany } from '../lib/site-data';
import { trpc } from '../lib/trpc';
import {
  contentSection,
  contentValue,
  loadWhatsAppContext,
  siteSettingsOf,
  useSectionTexts,
} from './-shared/content';
import { useWhatsAppCta, WhatsAppButton } from './-shared/whatsapp-cta';
import './-shared/pages.css';

const PAGE = '/contato';
const TEXTS = contentSection('contato');
const CONSENT_FALLBACK =
  'Concordo que a FrioCar use os dados informados para responder ao meu contato, conforme a Política de Privacidade.';

export const Route = createFileRoute('/contato')({
  // The middle and bottom banners go inside the page's container, under the form, in that order.
  staticData: { ownBannerPositions: ['middle', 'bottom'] },
  loader: async ({ context: { api } }) => {
    await Promise.all([
      api.services.list.ensureData({}),
      api.editableContent.list.ensureData(TEXTS),
      loadWhatsAppContext(api, 'contact_page'),
      ensureBanners(api, PAGE),
    ]);
  },
  head: ({ match }) =>
    pageHead({
      title: 'Contato',
      description:
        'Fale com a FrioCar: orçamento de ar-condicionado automotivo em Duque de Caxias pelo formulário, WhatsApp, telefone ou e-mail.',
      path: PAGE,
      settings: siteSettingsOf(match),
    }),
  component: ContactPage,
});

function ContactPage() {
  const [services] = trpc.services.list.useSuspenseQuery({});
  const texts = useSectionTexts(TEXTS);
  return (
    <div className="container">
      <PageHeader title="Contato" subtitle={contentValue(texts, 'contato.intro')} />
      <div className="contact-layout">
        <section className="contact-layout__form" aria-labelledby="contato-form-titulo">
          <h2 id="contato-form-titulo">Envie sua mensagem</h2>
          <ContactForm
            services={services.map((service) => service.title)}
            consentText={contentValue(texts, 'contato.lgpd_consent', CONSENT_FALLBACK)}
            successText={contentValue(texts, 'contato.success') || null}
          />
        </section>
        <ContactInfo />
      </div>
      <BannerSlot position="middle" page={PAGE} />
      <BannerSlot position="bottom" page={PAGE} />
    </div>
  );
}

function ContactInfo() {
  const company = useCompany();
  const whatsapp = useWhatsAppCta('contact_page', 'Chamar no WhatsApp');
  const tel = telHref(company.phone);
  return (
    <aside className="contact-layout__info card" aria-labelledby="contato-info-titulo">
      <div className="card__body">
        <h2 id="contato-info-titulo" className="contact-info__title">
          Atendimento
        </h2>
        <ul className="contact-info list-reset">
          {company.address ? (
            <li>
              <MapPin aria-hidden="true" size={20} />
              <div className="contact-info__text">
                <span className="contact-info__label">Endereço</span>
                <address>{company.address}</address>
                <DirectionsLink address={company.address} className="contact-info__directions" />
              </div>
            </li>
          ) : null}
          {companyHoursText(company) ? (
            <li>
              <Clock aria-hidden="true" size={20} />
              <div className="contact-info__text">
                <span className="contact-info__label">Horário</span>
                {companyHoursText(company)} <OpenNowBadge />
              </div>
            </li>
          ) : null}
          {company.phone ? (
            <li>
              <Phone aria-hidden="true" size={20} />
              <div className="contact-info__text">
                <span className="contact-info__label">Telefone</span>
                {tel ? (
                  <a href={tel}>
                    <NoBreak>{company.phone}</NoBreak>
                  </a>
                ) : (
                  <NoBreak>{company.phone}</NoBreak>
                )}
              </div>
            </li>
          ) : null}
          {company.email ? (
            <li>
              <Mail aria-hidden="true" size={20} />
              <div className="contact-info__text">
                <span className="contact-info__label">E-mail</span>
                <a href={`mailto:${company.email}`}>
                  <NoBreak email>{company.email}</NoBreak>
                </a>
              </div>
            </li>
          ) : null}
        </ul>
        <p className="contact-info__whatsapp-text">Prefere conversar agora?</p>
        <WhatsAppButton {...whatsapp} />
      </div>
    </aside>
  );
}
