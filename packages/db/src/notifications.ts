import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Database } from './database';

/** The channel on which every committed change to public content is announced. */
export const CONTENT_CHANNEL = 'oficina_content';

export interface Subscription {
  close(): Promise<void>;
}

export interface ChannelHandlers {
  /** A notification's payload, in commit order. */
  onNotify(payload: string): void;
  /**
   * The subscription is (again) in place. After a lost connection, notifications sent in the
   * meantime are gone: whoever relies on them must treat this as "anything may have changed".
   */
  onListen?(): void;
}

/**
 * Announces a change inside the writing transaction: PostgreSQL delivers it only if the
 * transaction commits, and to every listening instance (PGlite: to this process).
 */
export async function notifyContentChange(tx: Database, entity: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${entity})`);
}

const RETRY_MS = 500;
const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * LISTEN on a connection of its own. The driver's own `listen` gives up on a channel when the
 * re-listen after a dropped connection fails (PostgreSQL still down), so this one keeps
 * trying every half second until PostgreSQL answers again, then reports `onListen`.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Subscription> {
  let closed = false;
  let subscribing: Promise<void> | null = null;
  // `onnotify` is the driver's connection-level hook (its own `listen` uses it); its type
  // definitions leave it out, so the options are not written as a literal.
  const options = {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    connect_timeout: 10,
    onnotice: () => {},
    onnotify: (name: string, payload: string) => {
      if (name === channel) handlers.onNotify(payload);
    },
    onclose: () => {
      if (!closed) void subscribe();
    },
  };
  const client = postgres(url, options);

  const subscribe = (): Promise<void> => {
    subscribing ??= (async () => {
      while (!closed) {
        try {
          await client.unsafe(`listen ${quoteIdentifier(channel)}`);
          handlers.onListen?.();
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
        }
      }
    })().finally(() => {
      subscribing = null;
    });
    return subscribing;
  };

  await subscribe();
  return {
    close: async () => {
      closed = true;
      await client.end({ timeout: 1 });
    },
  };
}

export async function listenPglite(
  pglite: PGlite,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Subscription> {
  const unlisten = await pglite.listen(channel, handlers.onNotify);
  handlers.onListen?.();
  return { close: () => unlisten() };
}
