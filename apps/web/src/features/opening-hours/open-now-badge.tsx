import { openingStatusText } from '@oficina/core';
import { useOpeningStatus } from './use-opening-status';
import './open-now-badge.css';

/**
 * "Aberto agora" or "Fechado — abre amanhã às 8h". It depends on the moment of the visit, so
 * the server and the first render draw an empty placeholder of the same box (see
 * useOpeningStatus): hydration matches, cached pages stay the same for everyone, and the text
 * arriving moves nothing around it (the top bar reserves the badge's line or width).
 */
export function OpenNowBadge({ className }: { className?: string }) {
  const status = useOpeningStatus();
  const classes = ['open-now-badge', className].filter(Boolean).join(' ');
  if (!status) {
    return (
      <span className={classes} data-pending="" aria-hidden="true">
        {'\u00a0'}
      </span>
    );
  }
  return (
    <span className={classes} data-open={status.open}>
      {openingStatusText(status)}
    </span>
  );
}
