export const INSTALL_DISMISSED_KEY = 'installPromptDismissed';

/** The Chromium event behind "Add to home screen"; not in TypeScript's DOM types yet. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** The card shows when the install event fires, unless it was dismissed before: a visitor who
 * said no is not asked again. */
export function shouldOfferInstall(
  storedDismissal: string | null,
  hasPromptEvent: boolean,
): boolean {
  return hasPromptEvent && storedDismissal === null;
}
