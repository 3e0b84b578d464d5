import {
  type AttentionGrabber,
  MARKETING_DEFAULTS,
  type OfferBanner,
  type UrgencyBanner,
} from '@oficina/core';

/** Last day of the month two months after `now` (UTC calendar), as YYYY-MM-DD. */
function offerEndDate(now: Date): string {
  // Day 0 of month m+3 is the last day of month m+2; Date.UTC rolls the year over.
  const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 0));
  return lastDay.toISOString().slice(0, 10);
}

/** The spec's marketing defaults, with the offer still running for a couple of months after `now`. */
export function demoMarketing(now: Date): {
  attention_grabber: AttentionGrabber;
  urgency_banner: UrgencyBanner;
  offer_banner: OfferBanner;
} {
  return {
    attention_grabber: {
      ...MARKETING_DEFAULTS.attention_grabber,
      messages: [...MARKETING_DEFAULTS.attention_grabber.messages],
    },
    urgency_banner: {
      ...MARKETING_DEFAULTS.urgency_banner,
      messages: [...MARKETING_DEFAULTS.urgency_banner.messages],
      statistics: MARKETING_DEFAULTS.urgency_banner.statistics.map((stat) => ({ ...stat })),
    },
    offer_banner: {
      ...MARKETING_DEFAULTS.offer_banner,
      valid_until: offerEndDate(now),
    },
  };
}
