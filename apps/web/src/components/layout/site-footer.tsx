import { companyHoursText } from '@oficina/core';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { OpenNowBadge } from '../../features/opening-hours';
import { useWhatsAppLink } from '../../features/whatsapp';
import { telHref, useCompany, useFooterCredit, useSocialLinks } from '../../lib/site-data';
import { DirectionsLink } from '../directions-link';
import { KeepTogether, NoBreak } from '../keep-together';
import { StaticIsland } from '../static-island';
import { FOOTER_SERVICES, QUICK_LINKS } from './nav-links';
import { SocialLinks } from './social-icons';
import './site-footer.css';

export function SiteFooter() {
  const company = useCompany();
  const credit = useFooterCredit();
  const whatsappHref = useWhatsAppLink();
  const tel = telHref(company.phone);

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {/* The same on every page and for every visitor: hydration keeps the server's HTML. */}
        <StaticIsland name="footer-columns">
          <FooterColumns />
        </StaticIsland>

        <section className="site-footer__col" aria-labelledby="rodape-contato">
          <h2 id="rodape-contato" className="site-footer__title">
            Contato
          </h2>
          <address className="site-footer__contact">
            <p>
              <MapPin aria-hidden="true" size={18} />
              <span>
                <span className="sr-only">Endereço: </span>
                {company.address}
                <DirectionsLink address={company.address} className="site-footer__directions" />
              </span>
            </p>
            {company.phone ? (
              <p>
                <Phone aria-hidden="true" size={18} />
                <a href={tel}>
                  <span className="sr-only">Telefone: </span>
                  <NoBreak>{company.phone}</NoBreak>
                </a>
              </p>
            ) : null}
            <p>
              <MessageCircle aria-hidden="true" size={18} />
              <a href={whatsappHref} target="_blank" rel="noopener noreferrer">
                WhatsApp
                {company.whatsapp ? (
                  <>
                    {' '}
                    <NoBreak>{company.whatsapp}</NoBreak>
                  </>
                ) : null}
                <span className="sr-only"> (abre em nova aba)</span>
              </a>
            </p>
            {company.email ? (
              <p>
                <Mail aria-hidden="true" size={18} />
                <a href={`mailto:${company.email}`}>
                  <span className="sr-only">E-mail: </span>
                  <NoBreak email>{company.email}</NoBreak>
                </a>
              </p>
            ) : null}
            <p>
              <Clock aria-hidden="true" size={18} />
              <span>
                <span className="sr-only">Horário de atendimento: </span>
                {companyHoursText(company)} <OpenNowBadge />
              </span>
            </p>
          </address>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {new Date().getFullYear()}{' '}
            {credit ?? `${company.name} · Todos os direitos reservados`}
          </p>
        </div>
      </div>
    </footer>
  );
}

/**
 * The company blurb, the quick links and the services: static text and plain links. As an
 * island they stay as the server drew them for the whole visit, so the links carry no "current
 * page" state (the header's menu does) and are plain anchors the island hands to the router.
 */
function FooterColumns() {
  const company = useCompany();
  const socialLinks = useSocialLinks();
  return (
    <>
      <section className="site-footer__col site-footer__about" aria-labelledby="rodape-empresa">
        <h2 id="rodape-empresa" className="site-footer__title">
          {company.name}
        </h2>
        <p className="site-footer__blurb">
          <KeepTogether>{company.description}</KeepTogether>
        </p>
        <SocialLinks links={socialLinks} companyName={company.name} />
      </section>

      <nav className="site-footer__col" aria-labelledby="rodape-links">
        <h2 id="rodape-links" className="site-footer__title">
          Links rápidos
        </h2>
        <ul className="site-footer__list list-reset">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <a href={link.to}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section className="site-footer__col" aria-labelledby="rodape-servicos">
        <h2 id="rodape-servicos" className="site-footer__title">
          Serviços
        </h2>
        <ul className="site-footer__list list-reset">
          {FOOTER_SERVICES.map((service) => (
            <li key={service}>
              <a href="/servicos">{service}</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
