import { type DeadlineView, deadlineView, offerEndsAt } from '@oficina/core';
import { useEffect, useRef, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useReducedMotion } from '../a11y/preferences-store';
import { startDeadlineClock } from '../popups/countdown';
import { useWhatsAppMessageLink } from '../whatsapp/use-whatsapp';
import { resolveCta, startRotation } from './marketing-logic';

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

/**
 * How the end of the offer whose last day is `lastDay` is told: its date on the server and at
 * hydration (the same text for every visitor and every cached copy), then, in the browser, a
 * clock counting to midnight at the end of that day in its last 48 hours. The clock reads the
 * real time on each tick, so it never starts over; pausing freezes what is shown.
 */
export function useOfferDeadline(lastDay: string | null, paused: boolean): DeadlineView | null {
  const [view, setView] = useState<DeadlineView | null>(lastDay ? { kind: 'date', lastDay } : null);
  useEffect(() => {
    const end = lastDay ? offerEndsAt(lastDay) : null;
    if (!end) {
      setView(null);
      return;
    }
    const now = deadlineView(end, new Date());
    // Most days the view is the date the server drew: keeping the same object spares the block a
    // re-render right after the page hydrates.
    setView((shown) => (sameDeadlineView(shown, now) ? shown : now));
    if (now.kind !== 'countdown' || paused) return;
    return startDeadlineClock(end.getTime(), (seconds) =>
      setView(seconds > 0 ? { kind: 'countdown', seconds } : { kind: 'ended' }),
    );
  }, [lastDay, paused]);
  return view;
}

function sameDeadlineView(a: DeadlineView | null, b: DeadlineView): boolean {
  if (a?.kind !== b.kind) return false;
  if (b.kind === 'date') return (a as typeof b).lastDay === b.lastDay;
  if (b.kind === 'countdown') return (a as typeof b).seconds === b.seconds;
  return true;
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
