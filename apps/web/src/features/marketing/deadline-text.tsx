import type { DeadlineView } from '@oficina/core';
import { formatDateBr, formatHms } from './marketing-logic';

/** The offer's end in words: its last day, a running clock in its last 48 hours, or that it ended. */
export function DeadlineText({ view }: { view: DeadlineView }) {
  if (view.kind === 'ended') return <span>Oferta encerrada</span>;
  if (view.kind === 'date') return <span>Válido até {formatDateBr(view.lastDay)}</span>;
  return (
    <>
      <span>Termina em</span>{' '}
      <span role="timer" aria-live="off" className="mkt__time">
        {formatHms(view.seconds)}
      </span>
    </>
  );
}
