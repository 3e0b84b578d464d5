import { isOfferValid, type OfferBanner as OfferBannerConfig } from '@oficina/core';
import { BadgePercent } from 'lucide-react';
import { useId } from 'react';
import { CtaButton } from './cta-button';
import { DeadlineText } from './deadline-text';
import { useMarketingConfigs } from './use-marketing';
import './marketing.css';

/** The current offer; hidden when inactive or past valid_until (workshop's clock). */
export function OfferBanner() {
  const offer = useMarketingConfigs().offer_banner;
  if (!offer.active || !isOfferValid(offer, new Date())) return null;
  return <OfferBannerView offer={offer} />;
}

/** The banner itself for a given offer, active, valid or not (the admin panel's live preview). */
export function OfferBannerView({ offer }: { offer: OfferBannerConfig }) {
  const id = useId();

  return (
    <section className="mkt mkt--offer" aria-labelledby={`${id}-title`}>
      <p className="mkt__discount" aria-hidden="true">
        <BadgePercent size={28} />
        <span>{offer.discount_percentage}%</span>
        <small>OFF</small>
      </p>
      <div className="mkt__offer-body">
        <h2 id={`${id}-title`} className="mkt__title">
          {offer.title}
          <span className="sr-only"> — {offer.discount_percentage}% de desconto</span>
        </h2>
        <p className="mkt__description">{offer.description}</p>
        <p className="mkt__valid">
          <DeadlineText view={{ kind: 'date', lastDay: offer.valid_until }} />
        </p>
      </div>
      <CtaButton action={offer.cta_action} className="mkt__cta">
        {offer.cta_text}
      </CtaButton>
    </section>
  );
}
