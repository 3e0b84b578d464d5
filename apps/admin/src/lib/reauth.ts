import type { AppRouter } from '@oficina/api';
import type { TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';

/**
 * Signing in again without leaving the page. When the server answers 401 to a call of someone
 * who was signed in (the session expired or was revoked), the call is held here instead of
 * failing: the panel shows one password dialog (components/reauth-dialog.tsx), and once the
 * login succeeds every held call is sent again, so the save that was clicked completes with
 * what was typed. A 403 (signed in, but the role is too low) is never held.
 */
export interface ReauthState {
  /** The dialog is showing: at least one call waits for a new session. */
  open: boolean;
  /** Who was signed in, shown read-only in the dialog. */
  username: string | null;
}

interface Waiting {
  retry: () => void;
  fail: () => void;
}

export interface ReauthCoordinator {
  subscribe(listener: () => void): () => void;
  getState(): ReauthState;
  /** Learned from each successful auth.me; null after a logout. */
  setUsername(username: string | null): void;
  /** Holds a call until `resume` or `giveUp`; returns how to stop waiting (unsubscribed). */
  wait(retry: () => void, fail: () => void): () => void;
  /** A new session exists: send every held call again. */
  resume(): void;
  /** The person chose "Sair": every held call fails with its 401 and the login screen shows. */
  giveUp(): void;
}

export function createReauthCoordinator(): ReauthCoordinator {
  let state: ReauthState = { open: false, username: null };
  let waiting: Waiting[] = [];
  const listeners = new Set<() => void>();
  const set = (next: Partial<ReauthState>) => {
    const merged = { ...state, ...next };
    if (merged.open === state.open && merged.username === state.username) return;
    state = merged;
    for (const listener of listeners) listener();
  };
  const drain = (pick: (entry: Waiting) => () => void) => {
    const entries = waiting;
    waiting = [];
    set({ open: false });
    for (const entry of entries) pick(entry)();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    setUsername: (username) => set({ username }),
    wait(retry, fail) {
      const entry = { retry, fail };
      waiting.push(entry);
      set({ open: true });
      return () => {
        waiting = waiting.filter((other) => other !== entry);
        if (waiting.length === 0) set({ open: false });
      };
    },
    resume: () => drain((entry) => entry.retry),
    giveUp() {
      set({ username: null });
      drain((entry) => entry.fail);
    },
  };
}

/** The panel's one coordinator, shared by its tRPC link and its dialog. */
export const reauth = createReauthCoordinator();

/** Calls that answer 401 as part of their job, or that make no sense to send again. */
const NEVER_HELD = new Set([
  'auth.login',
  'auth.logout',
  'auth.requestPasswordReset',
  'auth.confirmPasswordReset',
]);

function httpStatus(error: unknown): number | undefined {
  return (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
}

/** Whether a failed call waits for a new session rather than failing now. */
export function shouldHold(path: string, error: unknown, username: string | null): boolean {
  return username !== null && !NEVER_HELD.has(path) && httpStatus(error) === 401;
}

/** A tRPC link, placed before the HTTP link, that holds calls refused for lack of a session. */
export function reauthLink(coordinator: ReauthCoordinator = reauth): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        // A deliberate logout ends the session: the next 401 means "signed out", not "expired".
        if (op.path === 'auth.logout') coordinator.setUsername(null);
        let current: Unsubscribable | undefined;
        let stopWaiting: (() => void) | undefined;
        const attempt = () => {
          stopWaiting = undefined;
          current = next(op).subscribe({
            next(value) {
              if (op.path === 'auth.me') {
                const data = (value.result as { data?: { user?: { username?: string } } }).data;
                coordinator.setUsername(data?.user?.username ?? null);
              }
              observer.next(value);
            },
            error(error) {
              if (shouldHold(op.path, error, coordinator.getState().username)) {
                stopWaiting = coordinator.wait(attempt, () => observer.error(error));
                return;
              }
              observer.error(error);
            },
            complete() {
              observer.complete();
            },
          });
        };
        attempt();
        return () => {
          stopWaiting?.();
          current?.unsubscribe();
        };
      });
}
