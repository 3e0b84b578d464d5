import {
  type AttentionGrabber,
  MARKETING_DEFAULTS,
  type OfferBanner,
  type UrgencyBanner,
} from '@oficina/core';
import { demoCampaign } from './campaign';

/**
 * The marketing defaults, which describe the demo's campaign, with the offer running to the
 * campaign's last day (the promotion popup expires the same day).
 */
export function demoMarketing(now: Date): {
  attention_grabber: AttentionGrabber;
  urgency_banner: UrgencyBanner;
  offer_banner: OfferBanner;
} {
  const campaign = demoCampaign(now);
  return {
    attention_grabber: {
      ...MARKETING_DEFAULTS.attention_grabber,
      messages: [...MARKETING_DEFAULTS.attention_grabber.messages],
    },
    urgency_banner: {
      ...MARKETING_DEFAULTS.urgency_banner,
      messages: [...MARKETING_DEFAULTS.urgency_banner.messages],
      statistics: MARKETING_DEFAULTS.urgency_banner.statistics.map((stat) => ({ ...stat })),
      discount_percentage: campaign.discount_percentage,
    },
    offer_banner: {
      ...MARKETING_DEFAULTS.offer_banner,
      discount_percentage: campaign.discount_percentage,
      valid_until: campaign.valid_until,
    },
  };
}
