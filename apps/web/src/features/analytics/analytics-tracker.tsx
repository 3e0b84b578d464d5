import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useConsent } from '../consent/consent-store';
import { parseJson, readStorage, writeStorage } from '../shared/storage';
import {
  ANALYTICS_KEY,
  type AnalyticsEvent,
  appendEvent,
  newScrollMilestones,
  parseEvents,
  scrollPercent,
  startTimeMilestones,
} from './analytics-store';

function record(event: AnalyticsEvent): void {
  const events = parseEvents(parseJson(readStorage(ANALYTICS_KEY)));
  writeStorage(ANALYTICS_KEY, JSON.stringify(appendEvent(events, event)));
}

/**
 * Local-only analytics: page views, scroll depth and time on page, recorded only
 * after the visitor accepted cookies. Nothing leaves the browser. Renders nothing.
 */
export function AnalyticsTracker() {
  const { consented } = useConsent();
  const path = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    if (consented !== true) return;
    const at = () => new Date().toISOString();
    record({ type: 'page_view', path, at: at() });

    const reached = new Set<number>();
    let frame = 0;
    const measure = () => {
      frame = 0;
      const root = document.documentElement;
      const percent = scrollPercent(window.scrollY, window.innerHeight, root.scrollHeight);
      for (const milestone of newScrollMilestones(percent, reached)) {
        reached.add(milestone);
        record({ type: 'scroll_depth', path, at: at(), percent: milestone });
      }
    };
    // One measurement per frame at most: scroll events fire far more often.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    const stopTimers = startTimeMilestones((seconds) =>
      record({ type: 'time_on_page', path, at: at(), seconds }),
    );
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      stopTimers();
    };
  }, [consented, path]);

  return null;
}
