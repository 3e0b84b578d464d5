import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useReducedMotion } from '../a11y/preferences-store';
import { useWhatsAppMessageLink } from '../whatsapp/use-whatsapp';
import { formatHms, resolveCta, startLoopingCountdown, startRotation } from './marketing-logic';

/** All three configs; pages that render these components ensureData it in their loader. */
export function useMarketingConfigs() {
  const [configs] = trpc.marketing.all.useSuspenseQuery();
  return configs;
}

/**
 * The index of the item shown now. Starts at 0 (server and hydration agree) and rotates only
 * in the browser, never under reduced motion or while paused.
 */
export function useRotation(length: number, intervalMs: number, paused: boolean): number {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const current = useRef(0);
  current.current = index;
  const still = paused || reducedMotion;
  // Resuming continues from the item on screen.
  useEffect(() => {
    if (still) return;
    return startRotation(length, intervalMs, setIndex, current.current);
  }, [length, intervalMs, still]);
  return index % Math.max(length, 1);
}

/** "HH:MM:SS" counting down from `seconds`, starting over at zero. */
export function useLoopingCountdown(seconds: number, paused: boolean): string {
  const [remaining, setRemaining] = useState(seconds);
  const current = useRef(seconds);
  current.current = remaining;
  useEffect(() => {
    if (paused) return;
    return startLoopingCountdown(seconds, setRemaining, current.current);
  }, [seconds, paused]);
  return formatHms(remaining);
}

export type CtaLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/** A CTA's destination: a site path, an address, or a WhatsApp chat with the message. */
export function useCtaLink(action: string): CtaLink {
  const target = resolveCta(action);
  const whatsapp = useWhatsAppMessageLink(target.kind === 'whatsapp' ? target.message : '');
  if (target.kind === 'path') return { kind: 'internal', to: target.path };
  if (target.kind === 'url') return { kind: 'external', href: target.url };
  return { kind: 'external', href: whatsapp };
}
