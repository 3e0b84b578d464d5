import type { Testimonial } from '@oficina/core';

/** Ids of the shapes the section draws once and every card reuses with <use>. */
const STAR_ID = 'depoimentos-estrela';
const FIVE_STARS_ID = 'depoimentos-estrelas';
const QUOTE_ID = 'depoimentos-aspas';
/** From one star to the next: a star is 24 units wide, with 2 between. */
const STAR_STEP = 26;
const ROW_WIDTH = 4 * STAR_STEP + 24;

/**
 * The star and the quote mark are drawn once per section and referenced by every card: six
 * testimonials used to write six quote icons and thirty stars' worth of path data.
 */
function SharedShapes() {
  return (
    <svg className="svg-defs" aria-hidden="true" focusable="false">
      <defs>
        {/* One star of lucide's 24-unit grid. */}
        <path
          id={STAR_ID}
          d="M12 2l3.09 6.26 6.91 1.01-5 4.87 1.18 6.88-6.18-3.25-6.18 3.25 1.18-6.88-5-4.87 6.91-1.01z"
        />
        {/* The row of five, so a card draws its rating with one or two references. */}
        <g id={FIVE_STARS_ID}>
          {[0, 1, 2, 3, 4].map((index) => (
            <use key={index} href={`#${STAR_ID}`} x={index * STAR_STEP} />
          ))}
        </g>
        {/* Lucide's "quote" icon. */}
        <g id={QUOTE_ID}>
          <path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
          <path d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
        </g>
      </defs>
    </svg>
  );
}

/**
 * Stars drawn for the eye; the rating is read out once as text ("Nota 5 de 5"). The row of
 * five is drawn faint, and the filled row on top is clipped to the rating by an inner <svg>
 * as wide as the filled stars (an inner <svg> hides what overflows it).
 */
export function StarRating({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  const filled = value === 5 ? ROW_WIDTH : value * STAR_STEP;
  return (
    <p className="stars" role="img" aria-label={`Nota ${value} de 5`}>
      <svg
        aria-hidden="true"
        width={96}
        height={18}
        viewBox={`0 0 ${ROW_WIDTH} 24`}
        className="stars__row"
      >
        {value < 5 ? <use href={`#${FIVE_STARS_ID}`} className="stars__off" /> : null}
        {value > 0 ? (
          <svg aria-hidden="true" width={filled} height={24}>
            <use href={`#${FIVE_STARS_ID}`} className="stars__on" />
          </svg>
        ) : null}
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
      <SharedShapes />
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Depoimentos</p>
          <h2 id="home-depoimentos">{title}</h2>
        </div>
        <ul className="grid testimonials list-reset">
          {testimonials.slice(0, 6).map((item) => (
            <li key={item.id} className="card testimonial">
              <figure className="card__body">
                <svg
                  className="icon testimonial__mark"
                  width={28}
                  height={28}
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                >
                  <use href={`#${QUOTE_ID}`} />
                </svg>
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
