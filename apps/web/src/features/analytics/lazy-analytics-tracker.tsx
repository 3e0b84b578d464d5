import { useConsent } from '../consent/consent-store';
import { loadLater } from '../shared/load-later';

const LaterTracker = loadLater(() =>
  import('./analytics-tracker').then(({ AnalyticsTracker }) => AnalyticsTracker),
);

/**
 * The analytics tracker (analytics-tracker.tsx): it records only after the visitor accepted
 * cookies, so its code is fetched only then, and not before the page is idle or first used.
 */
export function AnalyticsTracker() {
  const { consented } = useConsent();
  return consented === true ? <LaterTracker /> : null;
}
