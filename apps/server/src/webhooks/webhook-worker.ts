import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  checkWebhookAddress,
  claimDueDeliveries,
  type DueDelivery,
  isPrivateAddress,
  markDelivered,
  markFailed,
  nextDeliveryDueAt,
  RETRY_DELAYS_MS,
  type WebhookAddressPolicy,
  WorkQueue,
} from '@oficina/api';
import type { Database } from '@oficina/db';
import { Webhook } from 'standardwebhooks';
import { type PollingWorker, startPollingWorker } from '../queue/polling-worker';

export interface WebhookWorkerDeps {
  db: Database;
  policy: WebhookAddressPolicy;
  log: {
    info(obj: unknown, msg: string): void;
    warn(obj: unknown, msg: string): void;
  };
  /** Longest sleep between two looks at the queue (messages queued by other instances). */
  pollMs?: number;
  /** The queue's clock: due times, backoff and the three days that switch a webhook off. */
  now?: () => Date;
  /** Waits after each failed attempt (default: 5 s, 1 min, 10 min, 1 h, 6 h, 24 h). */
  retryDelaysMs?: readonly number[];
  /** A delivery that has not answered 2xx within this fails (default 10 s). */
  timeoutMs?: number;
}

const DEFAULT_POLL_MS = 5000;
const DEFAULT_TIMEOUT_MS = 10_000;
/** Deliveries in flight at once: one slow receiver must not hold every other one back. */
const CONCURRENCY = 4;

/** A delivery that did not work: why, and the HTTP status if the receiver answered. */
class DeliveryError extends Error {
  constructor(
    message: string,
    readonly responseStatus: number | null = null,
  ) {
    super(message);
  }
}

/**
 * Resolves the host as the connection is made and refuses it if any address is private: checking
 * before and connecting after would let DNS answer differently the second time (rebinding).
 */
function guardedLookup(policy: WebhookAddressPolicy): LookupFunction | undefined {
  if (!policy.strict || policy.allowPrivate) return undefined;
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
        return callback(
          Object.assign(new Error('endereço privado recusado'), { code: 'EPRIVATE' }),
          '',
          4,
        );
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** POSTs the body and answers the status; anything but 2xx within the time limit throws. */
function post(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  lookup: LookupFunction | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'oficina-webhooks/1',
        },
        ...(lookup ? { lookup } : {}),
        timeout: timeoutMs,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body is not needed: read and dropped, so the socket is freed.
        response.resume();
        response.on('end', () => {
          clearTimeout(deadline);
          if (status >= 200 && status < 300) resolve(status);
          else reject(new DeliveryError(`resposta HTTP ${status}`, status));
        });
        response.on('error', (error) => reject(new DeliveryError(error.message, status)));
      },
    );
    // The whole exchange, not just each idle gap, has to fit in the limit.
    const deadline = setTimeout(() => {
      request.destroy(new DeliveryError(`sem resposta em ${timeoutMs / 1000} s`));
    }, timeoutMs);
    request.on('timeout', () =>
      request.destroy(new DeliveryError(`sem resposta em ${timeoutMs / 1000} s`)),
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error instanceof DeliveryError ? error : new DeliveryError(error.message));
    });
    request.end(body);
  });
}

/** The message as sent: the same id and body on every retry, signed at each attempt. */
export function messageBody(delivery: DueDelivery['delivery']): string {
  return JSON.stringify({
    id: delivery.message_id,
    type: delivery.event,
    created_at: delivery.created_at.toISOString(),
    data: delivery.data,
  });
}

/**
 * Sends queued webhook messages from inside the server, on the same loop as the mail outbox
 * (queue/polling-worker.ts) and with the same claim (FOR UPDATE SKIP LOCKED), so several
 * instances share the queue. A batch goes out a few at a time (WorkQueue). Every attempt is
 * signed anew (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature); a failure
 * is tried again after the next backoff delay, and three days of failures switch the webhook
 * off. Failures are warnings: the panel's Webhooks page shows each one.
 */
export function startWebhookWorker(deps: WebhookWorkerDeps): PollingWorker {
  const now = deps.now ?? (() => new Date());
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const delays = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  const lookup = guardedLookup(deps.policy);
  const sending = new WorkQueue(CONCURRENCY);

  const sendOne = async ({ delivery, url, secret }: DueDelivery) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      if (!secret) throw new DeliveryError('webhook sem segredo: gere um novo segredo no painel');
      await checkWebhookAddress(url, deps.policy);
      const body = messageBody(delivery);
      // Signed with the real time: receivers compare it with their own clock.
      const sentAt = new Date();
      const headers = {
        'webhook-id': delivery.message_id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': new Webhook(secret).sign(delivery.message_id, sentAt, body),
      };
      const status = await post(url, body, headers, timeoutMs, lookup);
      await markDelivered(
        deps.db,
        delivery,
        { responseStatus: status, durationMs: elapsed() },
        now(),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const outcome = await markFailed(
        deps.db,
        delivery,
        {
          responseStatus: error instanceof DeliveryError ? error.responseStatus : null,
          durationMs: elapsed(),
          error: reason,
        },
        now(),
        delays,
      );
      deps.log.warn(
        {
          webhook: delivery.webhook_id,
          message: delivery.message_id,
          attempts: delivery.attempts,
          reason,
        },
        outcome === 'disabled'
          ? 'webhook desligado depois de 3 dias de falhas (veja Sistema → Webhooks no painel)'
          : outcome === 'failed'
            ? 'webhook não entregue: desistimos desta mensagem'
            : 'webhook não entregue: nova tentativa mais tarde',
      );
    }
  };

  return startPollingWorker({
    pollMs: deps.pollMs ?? DEFAULT_POLL_MS,
    now: () => now().getTime(),
    nextDueAt: () => nextDeliveryDueAt(deps.db),
    async round(stopped) {
      if (stopped()) return 0;
      const batch = await claimDueDeliveries(deps.db, now());
      await Promise.all(batch.map((due) => sending.run(() => sendOne(due))));
      return batch.length;
    },
    onError: (error) =>
      deps.log.warn({ err: error }, 'fila de webhooks inacessível; nova tentativa em instantes'),
  });
}
