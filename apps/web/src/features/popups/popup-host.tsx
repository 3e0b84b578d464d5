import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { trpc } from '../../lib/trpc';
import { useConsentState } from '../consent/consent-store';
import { parseJson, readStorage, writeStorage } from '../shared/storage';
import { mayOpenPopup, PHONE_MEDIA_QUERY } from './attention';
import {
  DISMISSED_POPUPS_KEY,
  nextPopup,
  parseDismissed,
  presentationFor,
  scheduleShow,
  serializeDismissed,
} from './popup-logic';
import { PopupView } from './popup-view';
import { currentVisit } from './visit';

/**
 * Shows the page's popups one at a time, highest priority first, each after its show_delay and
 * only when the attention rule (./attention.ts) lets it: never before the cookie choice, and on a
 * phone's first visit no modal in its first seconds.
 * Client only: the list is fetched after hydration (it depends on the visitor's dismissals),
 * so the server HTML never carries a popup.
 */
export function PopupHost() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [dismissed, setDismissed] = useState<Set<number> | null>(null);
  // Popups left through their own navigation button: hidden on this page view, not dismissed.
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [shownId, setShownId] = useState<number | null>(null);
  const consent = useConsentState();
  const consentDecided = consent === 'accepted' || consent === 'rejected';

  useEffect(() => {
    // Starts the visit's clock as early as the browser allows (hydration), not when data arrives.
    currentVisit();
    setDismissed(parseDismissed(parseJson(readStorage(DISMISSED_POPUPS_KEY))));
  }, []);

  // A new page starts a fresh queue.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the path changes
  useEffect(() => {
    setShownId(null);
    setHidden(new Set());
  }, [pathname]);

  const { data } = trpc.popups.active.useQuery(
    { page: encodeURIComponent(pathname) },
    { enabled: dismissed !== null, retry: 1 },
  );

  const candidate = useMemo(() => {
    if (!data || !dismissed) return undefined;
    return nextPopup(data, pathname, new Date(), new Set([...dismissed, ...hidden]));
  }, [data, dismissed, hidden, pathname]);

  useEffect(() => {
    if (!candidate) return;
    const visit = currentVisit();
    const wait = mayOpenPopup({
      consentDecided,
      isPhone: window.matchMedia(PHONE_MEDIA_QUERY).matches,
      isFirstVisit: visit.first,
      msSinceVisitStart: Date.now() - visit.startedAt,
      kind: presentationFor(candidate.type),
      // Only the candidate is ever rendered, so no other popup is open while it waits.
      otherOverlayOpen: false,
      configuredDelayMs: candidate.show_delay * 1000,
    });
    // Not yet: this effect runs again when the consent choice is made.
    if (wait === false) return;
    return scheduleShow(wait / 1000, () => setShownId(candidate.id));
  }, [candidate, consentDecided]);

  if (!candidate || shownId !== candidate.id) return null;

  const dismiss = () => {
    const next = new Set(dismissed);
    next.add(candidate.id);
    writeStorage(DISMISSED_POPUPS_KEY, serializeDismissed(next));
    setDismissed(next);
    setShownId(null);
  };
  const hide = () => {
    setHidden((current) => new Set([...current, candidate.id]));
    setShownId(null);
  };

  return (
    <PopupView
      key={candidate.id}
      popup={candidate}
      presentation={presentationFor(candidate.type)}
      onClose={dismiss}
      onNavigate={hide}
    />
  );
}
