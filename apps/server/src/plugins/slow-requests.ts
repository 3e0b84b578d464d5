import type { Socket } from 'node:net';

/**
 * Connections this server cut because their request did not arrive in time (the 408). The
 * request still being read then fails as if the client had hung up, and the log must say the
 * server cut it, not that the client left.
 */
const cutForSlowness = new WeakSet<Socket>();

export function markCutForSlowness(socket: Socket): void {
  cutForSlowness.add(socket);
}

/** Whether the server cut this connection for a request that did not arrive in time. */
export const wasCutForSlowness = (socket: Socket | null | undefined) =>
  socket ? cutForSlowness.has(socket) : false;
