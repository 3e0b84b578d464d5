import { onIdleOrFirstInteraction } from '../shared/first-interaction';

export type LeadEventType = 'visit' | 'whatsapp_click' | 'phone_click';

/** What a link is, for the owner's figures: a WhatsApp chat, a phone call, or neither. */
export function leadEventOfLink(href: string): LeadEventType | null {
  if (/^tel:/i.test(href)) return 'phone_click';
  if (/^(https:\/\/(wa\.me|api\.whatsapp\.com)\/|whatsapp:)/i.test(href)) return 'whatsapp_click';
  return null;
}

/**
 * Counts one event on the server (POST /api/events): the kind and the page's path, nothing else
 * (no query string: it may carry campaign tags or personal data). A beacon, so a click that
 * leaves the page for WhatsApp still arrives; nothing is stored in the browser.
 */
export function sendLeadEvent(type: LeadEventType, path: string): void {
  const body = JSON.stringify({ type, path: path.split(/[?#]/)[0] || '/' });
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/events', blob))
    return;
  void fetch('/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => undefined);
}

interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(event: 'onResolved', listener: () => void): () => void;
}

/**
 * Counts each page's visit (after the page has loaded, and on every client-side navigation) and
 * every tap on a WhatsApp or phone link, for the owner's dashboard. Anonymous counts (no
 * cookie, nothing kept on the device, no personal data), so they need no consent. The taps are
 * followed from the start: a visitor who taps WhatsApp at once is counted too.
 */
export function startLeadEvents(router: RouterLike): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const type = link ? leadEventOfLink(link.getAttribute('href') ?? '') : null;
      if (type) sendLeadEvent(type, window.location.pathname);
    },
    // Capture: counted even when a handler further down stops the click.
    true,
  );
  /** The page last counted; empty until the first page's visit is sent. */
  let counted = '';
  const visit = () => {
    const path = router.state.location.pathname;
    if (path === counted) return;
    counted = path;
    sendLeadEvent('visit', path);
  };
  router.subscribe('onResolved', () => {
    if (counted) visit();
  });
  // The first page's visit waits until the browser is idle after loading (or the first tap):
  // the beacon and the router state it reads are code run for the first time, which would
  // otherwise take a task between hydration's slices. A visitor who leaves before then is
  // counted on the way out.
  const whenLoaded = () => {
    const stop = onIdleOrFirstInteraction(visit);
    window.addEventListener(
      'pagehide',
      () => {
        stop();
        visit();
      },
      { once: true },
    );
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
}
