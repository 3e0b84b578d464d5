import type { Testimonial } from '@oficina/core';
import { Quote } from 'lucide-react';

/** One star of lucide's 24-unit grid, drawn from its top point with relative moves only. */
const STAR =
  'l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z';
/** From one star's top point to the next one's: a star is 24 units wide, with 2 between. */
const STAR_STEP = 26;

/** `count` stars in a row from the star at `first`, as one path. */
function starsPath(first: number, count: number): string {
  if (count === 0) return '';
  return `M${12 + first * STAR_STEP} 2${STAR}${`m${STAR_STEP} 0${STAR}`.repeat(count - 1)}`;
}

/**
 * Stars drawn for the eye; the rating is read out once as text ("Nota 5 de 5"). One small SVG
 * with two paths (the lit stars and the rest) instead of five icons: six testimonials used to
 * write thirty full star icons into the home page.
 */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="stars" role="img" aria-label={`Nota ${value} de 5`}>
      <svg
        aria-hidden="true"
        width={96}
        height={18}
        viewBox={`0 0 ${4 * STAR_STEP + 24} 24`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      >
        {value > 0 ? <path d={starsPath(0, value)} fill="currentColor" /> : null}
        {value < 5 ? <path d={starsPath(value, 5 - value)} className="stars__off" /> : null}
      </svg>
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
