import { type OpeningStatus, openingStatus } from '@oficina/core';
import { startTransition, useEffect, useState } from 'react';
import { useCompany } from '../../lib/site-data';

/**
 * Whether the workshop is open now, on its own clock. Undefined on the server and in the first
 * render in the browser: a kept page is the same bytes for every visitor for minutes, so the
 * answer is only worked out after hydration, and then again every minute.
 */
export function useOpeningStatus(): OpeningStatus | undefined {
  const { opening_hours: hours, closed_dates: closedDates } = useCompany();
  const [status, setStatus] = useState<OpeningStatus>();

  useEffect(() => {
    if (hours.length === 0) {
      setStatus(undefined);
      return;
    }
    let timer: ReturnType<typeof setTimeout>;
    const update = () => {
      const now = new Date();
      // A transition: the first answer comes right after hydration, and rendering it in slices
      // keeps that moment free for taps on a slow phone.
      startTransition(() => setStatus(openingStatus(now, hours, closedDates)));
      // The status can only change on a minute: wake up just after the next one.
      timer = setTimeout(update, 60_000 - (now.getTime() % 60_000) + 50);
    };
    update();
    return () => clearTimeout(timer);
  }, [hours, closedDates]);

  return status;
}
