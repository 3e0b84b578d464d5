import { workshopTime } from './workshop-clock';

/** An offer is shown through the last day of `valid_until` (YYYY-MM-DD), on the workshop's clock. */
export function isOfferValid(offer: { valid_until: string }, now: Date): boolean {
  return workshopTime(now).isoDate <= offer.valid_until;
}
