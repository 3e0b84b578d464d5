import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { trpc } from '../../lib/trpc';
import {
  currentVisit,
  frequencyAllows,
  type PopupHistory,
  readPopupHistory,
  rememberPopupShown,
  useAttentionTurn,
} from '../attention';
import { parseJson, readStorage, writeStorage } from '../shared/storage';
import {
  DISMISSED_POPUPS_KEY,
  nextPopup,
  parseDismissed,
  presentationFor,
  serializeDismissed,
} from './popup-logic';
import { PopupView } from './popup-view';

/**
 * Shows the page's popups one at a time, highest priority first, each after its show_delay and
 * only when the attention rules (features/attention) give it a turn: never before the cookie
 * choice, never over another overlay, no full-page popup in a first visit's quiet seconds, and
 * within the frequency cap (a popup drawn over the page rests a day after it was shown; a visit
 * sees at most one full-page popup and two overlays in all).
 * Client only: the list is fetched after hydration (it depends on the visitor's dismissals),
 * so the server HTML never carries a popup.
 */
export function PopupHost() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [dismissed, setDismissed] = useState<Set<number> | null>(null);
  const [history, setHistory] = useState<PopupHistory | null>(null);
  // Popups left through their own navigation button: hidden on this page view, not dismissed.
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  // The popup on screen stays there even though showing it put it under the frequency cap.
  const [showingId, setShowingId] = useState<number | null>(null);

  useEffect(() => {
    // Starts the visit's clock as early as the browser allows (hydration), not when data arrives.
    currentVisit();
    setDismissed(parseDismissed(parseJson(readStorage(DISMISSED_POPUPS_KEY))));
    setHistory(readPopupHistory());
  }, []);

  // A new page starts a fresh queue.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path changes
  useEffect(() => {
    setShowingId(null);
    setHidden(new Set());
  }, [pathname]);

  const { data } = trpc.popups.active.useQuery(
    { page: encodeURIComponent(pathname) },
    { enabled: dismissed !== null, retry: 1 },
  );

  const candidate = useMemo(() => {
    if (!data || !dismissed || !history) return undefined;
    const now = Date.now();
    const capped = data
      .filter((popup) => popup.id !== showingId)
      .filter(
        (popup) =>
          !frequencyAllows({ id: popup.id, layer: presentationFor(popup.type) }, history, now),
      )
      .map((popup) => popup.id);
    return nextPopup(data, pathname, new Date(now), new Set([...dismissed, ...hidden, ...capped]));
  }, [data, dismissed, history, hidden, pathname, showingId]);

  const layer = candidate ? presentationFor(candidate.type) : null;
  const { shown, end } = useAttentionTurn({
    layer,
    turnKey: candidate?.id ?? null,
    ownDelayMs: (candidate?.show_delay ?? 0) * 1000,
  });

  // Counted once, when it appears.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the candidate is fixed while shown
  useEffect(() => {
    if (!shown || !candidate || !layer) return;
    setShowingId(candidate.id);
    setHistory(rememberPopupShown({ id: candidate.id, layer }));
  }, [shown]);

  if (!candidate || !layer || !shown) return null;

  const dismiss = () => {
    const next = new Set(dismissed);
    next.add(candidate.id);
    writeStorage(DISMISSED_POPUPS_KEY, serializeDismissed(next));
    setDismissed(next);
    setShowingId(null);
    end();
  };
  const hide = () => {
    setHidden((current) => new Set([...current, candidate.id]));
    setShowingId(null);
    end();
  };

  return (
    <PopupView
      key={candidate.id}
      popup={candidate}
      presentation={layer}
      onClose={dismiss}
      onNavigate={hide}
    />
  );
}
