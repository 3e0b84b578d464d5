import { useSyncExternalStore } from 'react';
import { readStorage } from '../shared/storage';
import {
  type BeforeInstallPromptEvent,
  INSTALL_DISMISSED_KEY,
  shouldOfferInstall,
} from './install-logic';

/**
 * The browser's install offer, caught from the moment the entry script runs: Chromium may fire
 * `beforeinstallprompt` before the page hydrates, long before the install card's code (a chunk
 * of its own, fetched only once there is an offer) is loaded. The card reads it from here.
 */
let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null): void {
  if (next === offer) return;
  offer = next;
  for (const listener of listeners) listener();
}

/** Forgets the offer (used, dismissed, or the app was installed). */
export function clearInstallOffer(): void {
  setOffer(null);
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-bar away: the card is the single, dismissible offer.
    event.preventDefault();
    if (shouldOfferInstall(readStorage(INSTALL_DISMISSED_KEY), true)) {
      setOffer(event as BeforeInstallPromptEvent);
    }
  });
  window.addEventListener('appinstalled', clearInstallOffer);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The pending install offer; null on the server, during hydration and when there is none. */
export function useInstallOffer(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
}
