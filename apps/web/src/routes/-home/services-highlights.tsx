import type { Service } from '@oficina/core';
import { imageAlt } from '@oficina/core';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { KeepTogether } from '../../components/keep-together';
import { ResponsiveImage } from '../../components/responsive-image';

/** The first services (display order) as cards; the full list lives on /servicos. */
export function ServicesHighlights({
  services,
  title,
  subtitle,
}: {
  services: Service[];
  title: string;
  subtitle: string;
}) {
  if (services.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-servicos">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Serviços</p>
          <h2 id="home-servicos">{title}</h2>
          {subtitle ? <p className="lead">{subtitle}</p> : null}
        </div>
        <ul className="grid list-reset">
          {services.slice(0, 6).map((service) => (
            <li key={service.id} className="card service-teaser">
              <ResponsiveImage
                className="card__media"
                src={service.image}
                // The title beside it names the service: decorative unless the library describes it.
                alt={imageAlt(service.image, service.image_alts, '')}
                width={800}
                height={600}
                sizes="(min-width: 72rem) 23rem, (min-width: 44rem) 50vw, 100vw"
              />
              <div className="card__body">
                <h3 className="card__title">
                  <KeepTogether>{service.title}</KeepTogether>
                </h3>
                <p className="text-muted service-teaser__text">
                  <KeepTogether>{service.description}</KeepTogether>
                </p>
                {service.price ? <p className="price">{service.price}</p> : null}
              </div>
            </li>
          ))}
        </ul>
        <p className="section-more">
          <Link to="/servicos" className="btn btn--primary">
            Ver todos os serviços
            <ArrowRight aria-hidden="true" size={20} />
          </Link>
        </p>
      </div>
    </section>
  );
}
