import type { AttentionGrabber as AttentionGrabberConfig } from '@oficina/core';
import { Clock, Zap } from 'lucide-react';
import { useId, useState } from 'react';
import { CtaButton } from './cta-button';
import { RotationToggle } from './rotation-toggle';
import { useLoopingCountdown, useMarketingConfigs, useRotation } from './use-marketing';
import './marketing.css';

/** Rotating short messages with a countdown and a call to action (spec §3, §9). */
export function AttentionGrabber() {
  const config = useMarketingConfigs().attention_grabber;
  if (!config.active) return null;
  return <AttentionGrabberView config={config} />;
}

/** The block itself for a given config, active or not (the admin panel's live preview). */
export function AttentionGrabberView({ config }: { config: AttentionGrabberConfig }) {
  const [paused, setPaused] = useState(false);
  const id = useId();
  const index = useRotation(config.messages.length, config.rotation_ms, paused);
  const time = useLoopingCountdown(config.timer_seconds, paused);

  return (
    <section className="mkt mkt--attention" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        Destaque
      </h2>
      <Zap className="mkt__icon" aria-hidden="true" size={24} />
      <p className="mkt__message">{config.messages[index]}</p>
      <p className="mkt__timer">
        <Clock aria-hidden="true" size={16} />
        <span>Condição válida por</span>
        <span role="timer" aria-live="off" className="mkt__time">
          {time}
        </span>
      </p>
      <CtaButton action={config.cta_action} className="mkt__cta">
        {config.cta_text}
      </CtaButton>
      {config.messages.length > 1 && (
        <RotationToggle
          paused={paused}
          onToggle={() => setPaused(!paused)}
          label="animação do destaque"
        />
      )}
    </section>
  );
}
