import type { Faq } from '@oficina/core';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { PlainText } from '../../components/plain-text';

/** The first four questions as native disclosures (keyboard operable, work without JS). */
export function FaqTeaser({ faqs, title }: { faqs: Faq[]; title: string }) {
  if (faqs.length === 0) return null;
  return (
    <section className="section section--alt" aria-labelledby="home-faq">
      <div className="container container--narrow">
        <div className="section-head section-head--center">
          <p className="eyebrow">FAQ</p>
          <h2 id="home-faq">{title}</h2>
        </div>
        <div className="faq-teaser">
          {faqs.slice(0, 4).map((faq) => (
            <details key={faq.id} className="faq-teaser__item">
              <summary className="faq-teaser__question">
                {/* The chevron is drawn by CSS (::after): no icon markup repeated per question. */}
                <span>{faq.question}</span>
              </summary>
              <PlainText className="faq-teaser__answer">{faq.answer}</PlainText>
            </details>
          ))}
        </div>
        <p className="section-more">
          <Link to="/faq" className="btn btn--secondary">
            Ver todas as perguntas
            <ArrowRight aria-hidden="true" size={20} />
          </Link>
        </p>
      </div>
    </section>
  );
}
