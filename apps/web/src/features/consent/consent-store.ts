import { useCallback } from 'react';
import { createExternalStore, useExternalStore } from '../shared/external-store';
import { readStorage, writeStorage } from '../shared/storage';

export const CONSENT_KEY = 'cookieConsent';

/** 'unknown' until the browser's stored choice has been read (server and hydration). */
export type ConsentState = 'unknown' | 'pending' | 'accepted' | 'rejected';

/**
 * Runs inline in <head> before the first paint: marks <html> when no choice is stored, the
 * only case in which the server-rendered cookie banner is shown (cookie-banner.css).
 *
 * It also makes the banner's two buttons (`data-consent-choice`) work before the page's
 * scripts have run: on a slow phone the bar is on screen seconds before hydration, and a tap
 * on "Recusar" then must not be lost. The choice is stored and the bar hidden at once; the
 * consent store reads the same stored value when the app starts.
 */
export const CONSENT_SCRIPT = `(function(){var d=document.documentElement,v;try{v=localStorage.getItem('${CONSENT_KEY}')}catch(e){}if(v==='accepted'||v==='rejected')return;d.setAttribute('data-consent-pending','');document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('[data-consent-choice]');if(!b)return;try{localStorage.setItem('${CONSENT_KEY}',b.getAttribute('data-consent-choice'))}catch(e){}d.removeAttribute('data-consent-pending')},true)})();`;

export function parseConsent(raw: string | null): Exclude<ConsentState, 'unknown'> {
  return raw === 'accepted' || raw === 'rejected' ? raw : 'pending';
}

/** The hook's public shape: null while no choice is known. */
export function consentValue(state: ConsentState): boolean | null {
  if (state === 'accepted') return true;
  if (state === 'rejected') return false;
  return null;
}

export const consentStore = createExternalStore<ConsentState>('unknown', () =>
  parseConsent(readStorage(CONSENT_KEY)),
);

function choose(choice: 'accepted' | 'rejected') {
  writeStorage(CONSENT_KEY, choice);
  consentStore.set(choice);
}

export function useConsentState(): ConsentState {
  return useExternalStore(consentStore, 'unknown');
}

/** Cookie consent shared by the banner and the analytics: { consented, accept, reject }. */
export function useConsent(): { consented: boolean | null; accept(): void; reject(): void } {
  const state = useConsentState();
  const accept = useCallback(() => choose('accepted'), []);
  const reject = useCallback(() => choose('rejected'), []);
  return { consented: consentValue(state), accept, reject };
}
