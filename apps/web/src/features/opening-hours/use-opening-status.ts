import type { OpeningStatus } from '@oficina/core';
import { startTransition, useEffect, useState } from 'react';
import { useCompany } from '../../lib/site-data';
import { openingClockFor } from './opening-clock';

/**
 * Whether the workshop is open now, from the company's shared clock (`openingClockFor`).
 * Undefined on the server and while the page hydrates: a kept page is the same bytes for every
 * visitor for minutes, so the answer is only worked out in the browser, after the first render.
 */
export function useOpeningStatus(): OpeningStatus | undefined {
  const { opening_hours: hours, closed_dates: closedDates } = useCompany();
  const clock = hours.length > 0 ? openingClockFor(hours, closedDates) : null;
  // Undefined at first even when the clock already runs: a page's own component may still be
  // hydrating after the shell has (its code arrives on its own), and must match the server.
  const [status, setStatus] = useState<OpeningStatus>();

  useEffect(() => {
    if (!clock) {
      setStatus(undefined);
      return;
    }
    // A transition: the first answer comes right after hydration, and rendering it in slices
    // keeps that moment free for taps on a slow phone.
    const show = () => startTransition(() => setStatus(clock.current()));
    const stop = clock.subscribe(show);
    if (clock.current() !== undefined) show();
    return stop;
  }, [clock]);

  return status;
}
