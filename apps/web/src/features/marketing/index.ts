export { AttentionGrabber } from './attention-grabber';
export { OfferBanner } from './offer-banner';
export { UrgencyBanner } from './urgency-banner';
