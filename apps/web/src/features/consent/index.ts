export { CONSENT_KEY, useConsent } from './consent-store';
export { CookieBanner } from './cookie-banner';
