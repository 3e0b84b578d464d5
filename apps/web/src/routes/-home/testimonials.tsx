import type { Testimonial } from '@oficina/core';
import { Quote, Star } from 'lucide-react';

/** Stars drawn for the eye; the rating is read out once as text ("Nota 5 de 5"). */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="stars" role="img" aria-label={`Nota ${value} de 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          size={18}
          className={n <= value ? 'stars__on' : 'stars__off'}
          fill={n <= value ? 'currentColor' : 'none'}
        />
      ))}
    </p>
  );
}

export function Testimonials({
  testimonials,
  title,
}: {
  testimonials: Testimonial[];
  title: string;
}) {
  if (testimonials.length === 0) return null;
  return (
    <section className="section" aria-labelledby="home-depoimentos">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Depoimentos</p>
          <h2 id="home-depoimentos">{title}</h2>
        </div>
        <ul className="grid testimonials list-reset">
          {testimonials.slice(0, 6).map((item) => (
            <li key={item.id} className="card testimonial">
              <figure className="card__body">
                <Quote className="testimonial__mark" aria-hidden="true" size={28} />
                <StarRating rating={item.rating} />
                <blockquote className="testimonial__quote">
                  <p>{item.content}</p>
                </blockquote>
                <figcaption className="testimonial__author">
                  <strong>{item.name}</strong>
                  {item.service ? (
                    <span className="text-muted testimonial__service">{item.service}</span>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
