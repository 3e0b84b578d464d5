import { buildDirectionsUrl } from '@oficina/core';
import { Navigation } from 'lucide-react';

/**
 * "Como chegar": Google Maps directions to the company address, in a new tab. A plain link, not
 * an embedded map, so no third party loads with the page. Nothing when there is no address.
 */
export function DirectionsLink({ address, className }: { address: string; className?: string }) {
  const href = buildDirectionsUrl(address);
  if (!href) return null;
  return (
    <a
      href={href}
      className={className ? `directions-link ${className}` : 'directions-link'}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Navigation aria-hidden="true" size={16} />
      Como chegar
      <span className="sr-only"> (abre o mapa em nova aba)</span>
    </a>
  );
}
