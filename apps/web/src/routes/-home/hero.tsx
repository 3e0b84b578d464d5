import { Link } from '@tanstack/react-router';
import { ArrowRight, BadgeCheck, CalendarCheck, ShieldCheck, Snowflake } from 'lucide-react';
import { KeepTogether } from '../../components/keep-together';
import { ResponsiveImage } from '../../components/responsive-image';
import { useWhatsAppLink } from '../../features/whatsapp';

const TRUST_POINTS = [
  { icon: ShieldCheck, text: 'Garantia de 90 dias' },
  { icon: BadgeCheck, text: 'Orçamento antes do serviço' },
  { icon: Snowflake, text: 'Gás R-134a e R-1234yf' },
] as const;

export function Hero({
  title,
  subtitle,
  ctaPrimary,
  ctaSecondary,
}: {
  title: string;
  subtitle: string;
  ctaPrimary: string;
  ctaSecondary: string;
}) {
  const scheduleHref = useWhatsAppLink('header_schedule');
  return (
    <section className="hero" aria-labelledby="home-titulo">
      <div className="container hero__inner">
        <div className="hero__text">
          <p className="eyebrow">Ar-condicionado automotivo em Duque de Caxias</p>
          <h1 id="home-titulo" className="hero__title">
            {title}
          </h1>
          <p className="hero__subtitle">{subtitle}</p>
          <div className="cluster hero__actions">
            <a
              href={scheduleHref}
              className="btn btn--whatsapp"
              target="_blank"
              rel="noopener noreferrer"
            >
              <CalendarCheck aria-hidden="true" size={20} />
              {ctaPrimary}
              <span className="sr-only"> (abre o WhatsApp em nova aba)</span>
            </a>
            <Link to="/servicos" className="btn btn--secondary">
              {ctaSecondary}
              <ArrowRight aria-hidden="true" size={20} />
            </Link>
          </div>
          <ul className="hero__trust list-reset">
            {TRUST_POINTS.map(({ icon: Icon, text }) => (
              <li key={text}>
                <Icon aria-hidden="true" size={20} />
                {/* One span: the item is a flex box, loose text pieces would each be an item. */}
                <span>
                  <KeepTogether>{text}</KeepTogether>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <figure className="hero__media">
          <ResponsiveImage
            src="/media/sobre/oficina-1200.webp"
            alt="Fachada da oficina FrioCar no Centro de Duque de Caxias"
            width={1200}
            height={800}
            sizes="(min-width: 56rem) 32rem, 100vw"
            priority
          />
        </figure>
      </div>
    </section>
  );
}
