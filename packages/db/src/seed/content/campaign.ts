import { offerEndsAt, workshopTime } from '@oficina/core';

/**
 * The one offer the demo runs. Every popup, banner and marketing block that speaks of a discount
 * names this offer, with this percentage and this last day, so a visitor never meets two deals
 * that contradict each other.
 */
export interface DemoCampaign {
  /** The package on offer, as the site writes it. */
  service: string;
  discount_percentage: number;
  /** Last day of the offer on the workshop's calendar (YYYY-MM-DD). */
  valid_until: string;
  /** The last second of that day, São Paulo time: the promotion popup's expiry_date. */
  expiry_date: string;
  /** "31/01/2026", for texts that name the last day. */
  valid_until_br: string;
}

export const CAMPAIGN_SERVICE = 'Higienização + recarga de gás';
export const CAMPAIGN_DISCOUNT = 15;

/** The offer runs to the last day of the month after `now`: four to nine weeks, whenever seeded. */
export function demoCampaign(now: Date): DemoCampaign {
  const { year, month } = workshopTime(now);
  // Day 0 of month m+2 (1-based m) is the last day of month m+1; Date.UTC rolls the year over.
  const valid_until = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
  const end = offerEndsAt(valid_until);
  if (!end) throw new Error(`invalid campaign end ${valid_until}`);
  const [y, m, d] = valid_until.split('-');
  return {
    service: CAMPAIGN_SERVICE,
    discount_percentage: CAMPAIGN_DISCOUNT,
    valid_until,
    expiry_date: new Date(end.getTime() - 1000).toISOString(),
    valid_until_br: `${d}/${m}/${y}`,
  };
}
