import { openingStatusText } from '@oficina/core';
import { useOpeningStatus } from './use-opening-status';
import './open-now-badge.css';

/**
 * "Aberto agora" or "Fechado — abre amanhã às 8h". Nothing on the server and in the first
 * render (see useOpeningStatus), so hydration matches and cached pages stay the same for all.
 */
export function OpenNowBadge({ className }: { className?: string }) {
  const status = useOpeningStatus();
  if (!status) return null;
  return (
    <span
      className={['open-now-badge', className].filter(Boolean).join(' ')}
      data-open={status.open}
    >
      {openingStatusText(status)}
    </span>
  );
}
