export { AttentionGrabber, AttentionGrabberView } from './attention-grabber';
export { OfferBanner, OfferBannerView } from './offer-banner';
export { UrgencyBanner, UrgencyBannerView } from './urgency-banner';
