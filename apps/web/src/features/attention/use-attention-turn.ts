import { useCallback, useEffect, useState } from 'react';
import { useConsentState } from '../consent/consent-store';
import { claimLayer, releaseLayer, useLayersOnScreen } from './layers';
import { type Layer, mayOpen, OVERLAY_LAYERS } from './rules';
import { currentVisit } from './visit';

export interface AttentionRequest {
  /** What would appear; null when there is nothing to show. */
  layer: Layer | null;
  /** Identifies what would appear (a popup's id): a new key is a new request. */
  turnKey: string | number | null;
  /** Its own delay in ms, counted from when it may first be scheduled. */
  ownDelayMs?: number;
}

interface Turn {
  key: string | number;
  layer: Layer;
}

/**
 * Waits for a layer's turn on screen under the attention rules (./rules.ts), then holds its place
 * until `end()` is called, the request changes or the component goes away. Every overlay of the
 * site asks through this hook, so the rules hold for the whole page and not per feature.
 */
export function useAttentionTurn({ layer, turnKey, ownDelayMs = 0 }: AttentionRequest): {
  shown: boolean;
  end: () => void;
} {
  const consent = useConsentState();
  const consentDecided = consent === 'accepted' || consent === 'rejected';
  const onScreen = useLayersOnScreen();
  const [turn, setTurn] = useState<Turn | null>(null);
  const shown = turn !== null && turn.key === turnKey && turn.layer === layer;
  // Only whether an overlay is on screen matters: a top banner coming or going must not restart
  // the wait of a popup.
  const overlayOnScreen = !shown && onScreen.some((other) => OVERLAY_LAYERS.has(other));

  // A changed request gives back the place of the old one.
  useEffect(() => {
    if (turn && (turn.key !== turnKey || turn.layer !== layer)) setTurn(null);
  }, [turn, turnKey, layer]);

  // The place on screen is held exactly as long as the turn lasts.
  useEffect(() => {
    if (!turn) return;
    return () => releaseLayer(turn.layer);
  }, [turn]);

  useEffect(() => {
    if (layer === null || turnKey === null || shown) return;
    const visit = currentVisit();
    const wait = mayOpen(
      layer,
      {
        consentDecided,
        isFirstVisit: visit.first,
        msSinceVisitStart: Date.now() - visit.startedAt,
        overlayOnScreen,
      },
      ownDelayMs,
    );
    // Not yet: this effect runs again when the consent choice is made or the overlay closes.
    if (wait === false) return;
    const timer = setTimeout(() => {
      // Checked and taken at once: two layers due at the same moment cannot both open.
      if (claimLayer(layer)) setTurn({ key: turnKey, layer });
    }, wait);
    return () => clearTimeout(timer);
  }, [layer, turnKey, shown, consentDecided, overlayOnScreen, ownDelayMs]);

  const end = useCallback(() => setTurn(null), []);
  return { shown, end };
}
