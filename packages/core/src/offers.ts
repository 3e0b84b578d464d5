/** An offer is shown through the last day of `valid_until` (YYYY-MM-DD), on the workshop's clock. */
export function isOfferValid(offer: { valid_until: string }, now: Date): boolean {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
  return today <= offer.valid_until;
}
