import type { UrgencyBanner as UrgencyBannerConfig } from '@oficina/core';
import { Flame, X } from 'lucide-react';
import { useId, useState } from 'react';
import { CtaButton } from './cta-button';
import { RotationToggle } from './rotation-toggle';
import { useMarketingConfigs, useRotation } from './use-marketing';
import './marketing.css';

/** Discount, rotating messages and rotating statistics, each on its own clock. */
export function UrgencyBanner() {
  const config = useMarketingConfigs().urgency_banner;
  if (!config.active) return null;
  return <UrgencyBannerView config={config} />;
}

/**
 * The banner itself for a given config, active or not (the admin panel's live preview).
 * `onClose` replaces closing it for the page view.
 */
export function UrgencyBannerView({
  config,
  onClose,
}: {
  config: UrgencyBannerConfig;
  onClose?: () => void;
}) {
  const [paused, setPaused] = useState(false);
  const [closed, setClosed] = useState(false);
  const id = useId();
  const message = useRotation(config.messages.length, config.rotation_ms, paused);
  const statistic = useRotation(config.statistics.length, config.statistics_ms, paused);
  if (closed) return null;
  const stat = config.statistics[statistic];
  const rotates = config.messages.length > 1 || config.statistics.length > 1;

  return (
    <section className="mkt mkt--urgency" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        Oferta por tempo limitado
      </h2>
      <p className="mkt__badge">
        <Flame aria-hidden="true" size={16} />
        {config.discount_percentage}% OFF
      </p>
      <p className="mkt__message">{config.messages[message]}</p>
      {stat && (
        <p className="mkt__stat">
          <strong>{stat.value}</strong> {stat.label}
        </p>
      )}
      <CtaButton action={config.cta_action} className="mkt__cta">
        {config.cta_text}
      </CtaButton>
      {rotates && (
        <RotationToggle
          paused={paused}
          onToggle={() => setPaused(!paused)}
          label="animação da oferta"
        />
      )}
      <button
        type="button"
        className="mkt__close"
        onClick={onClose ?? (() => setClosed(true))}
        aria-label="Fechar oferta"
      >
        <X aria-hidden="true" size={18} />
      </button>
    </section>
  );
}
