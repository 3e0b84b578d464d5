const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/?api=1';

/**
 * A Google Maps directions link to an address, from wherever the visitor is: the map asks for
 * the starting point (or uses the phone's location), so the site never needs it. Line breaks
 * and runs of spaces from the admin form are folded into single spaces before encoding.
 * An address with no text gives '' so callers can leave the link out.
 */
export function buildDirectionsUrl(address: string): string {
  const destination = address.replace(/\s+/g, ' ').trim();
  if (destination === '') return '';
  return `${DIRECTIONS_BASE}&destination=${encodeURIComponent(destination)}`;
}
