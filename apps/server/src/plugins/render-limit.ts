import type { FastifyRequest } from 'fastify';
import type { RenderAllowance } from '../cache/page-cache';
import { clientKey } from './rate-limits';

const WINDOW_MS = 60_000;
/** Past this many clients in memory, ended windows are dropped. */
const SWEEP_AT = 10_000;

/**
 * Server renders per client address per minute (fixed windows, in this instance's memory). A
 * kept page costs nothing to send, but every new address (a random path, a query no page reads
 * is already folded away) makes a full render: this bounds what one client can make the server
 * render. Each instance counts its own renders, which is what each one spends. 0: no limit.
 */
export function renderAllowance(perMinute: number, now: () => number = Date.now): RenderAllowance {
  if (perMinute <= 0) return () => 0;
  const windows = new Map<string, { start: number; count: number }>();
  return (request: FastifyRequest) => {
    const time = now();
    if (windows.size > SWEEP_AT)
      for (const [key, window] of windows)
        if (time - window.start >= WINDOW_MS) windows.delete(key);
    const key = clientKey(request.ip);
    let window = windows.get(key);
    if (!window || time - window.start >= WINDOW_MS) {
      window = { start: time, count: 0 };
      windows.set(key, window);
    }
    window.count++;
    if (window.count <= perMinute) return 0;
    return Math.max(1, Math.ceil((window.start + WINDOW_MS - time) / 1000));
  };
}
