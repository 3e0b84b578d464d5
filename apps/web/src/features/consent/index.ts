export { CONSENT_KEY, CONSENT_SCRIPT, useConsent } from './consent-store';
export { CookieBanner } from './cookie-banner';
