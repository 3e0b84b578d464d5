import type {
  AttentionGrabber as AttentionGrabberConfig,
  OfferBanner as OfferBannerConfig,
} from '@oficina/core';
import { Clock, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { CtaButton } from './cta-button';
import { DeadlineText } from './deadline-text';
import { runningOfferDay } from './marketing-logic';
import { RotationToggle } from './rotation-toggle';
import { useMarketingConfigs, useOfferDeadline, useRotation } from './use-marketing';
import './marketing.css';

/** Rotating short messages, the end of the current offer and a call to action. */
export function AttentionGrabber() {
  const configs = useMarketingConfigs();
  const config = configs.attention_grabber;
  if (!config.active) return null;
  return <AttentionGrabberView config={config} offer={configs.offer_banner} />;
}

/**
 * The block itself for a given config, active or not (the admin panel's live preview). Its clock
 * tells the end of `offer` (the offer banner's config) while that offer runs, and is absent
 * otherwise: there is no deadline to show.
 */
export function AttentionGrabberView({
  config,
  offer,
}: {
  config: AttentionGrabberConfig;
  offer?: OfferBannerConfig | null;
}) {
  const [paused, setPaused] = useState(false);
  const id = useId();
  const index = useRotation(config.messages.length, config.rotation_ms, paused);
  const deadline = useOfferDeadline(runningOfferDay(offer, new Date()), paused);
  const ticking = deadline?.kind === 'countdown';

  return (
    <section className="mkt mkt--attention" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        Destaque
      </h2>
      <Zap className="mkt__icon" aria-hidden="true" size={24} />
      <p className="mkt__message">{config.messages[index]}</p>
      {deadline && (
        <p className="mkt__timer">
          <Clock aria-hidden="true" size={16} />
          <DeadlineText view={deadline} />
        </p>
      )}
      <CtaButton action={config.cta_action} className="mkt__cta">
        {config.cta_text}
      </CtaButton>
      {(config.messages.length > 1 || ticking) && (
        <RotationToggle
          paused={paused}
          onToggle={() => setPaused(!paused)}
          label="animação do destaque"
        />
      )}
    </section>
  );
}
