import { createHash } from 'node:crypto';
import {
  claimIdempotencyKey,
  completeIdempotentRequest,
  releaseIdempotencyKey,
} from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import type { Database } from '@oficina/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './api-errors';

/** Printable ASCII, as the IETF Idempotency-Key draft's examples (UUIDs, random strings). */
const KEY = /^[\x21-\x7e]{1,255}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Whose key it is: the same key from two callers are two keys. */
function scopeOf(request: FastifyRequest, token: string | null): string {
  const path = request.url.split('?')[0] ?? '';
  return `${path}|${token ? sha256(token) : 'anonimo'}`;
}

export interface IdempotentAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/**
 * A REST POST sent with `Idempotency-Key` runs once: the first answer (any status below 500) is
 * kept 24 hours and replayed, with `Idempotent-Replayed: true`, to the same key with the same
 * request; the same key with another request is a 422; while the first is still running, 409. A
 * 5xx frees the key so a retry runs again. Without the header nothing changes.
 */
export async function answerIdempotently(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | null,
  answer: () => Promise<IdempotentAnswer>,
): Promise<IdempotentAnswer | null> {
  const header = request.headers['idempotency-key'];
  if (request.method !== 'POST' || header === undefined) return answer();
  const key = Array.isArray(header) ? undefined : header.trim();
  if (!key || !KEY.test(key)) {
    sendError(request, reply, 400, {
      code: 'BAD_REQUEST',
      message: MESSAGES.idempotencyKeyInvalid,
    });
    return null;
  }
  const claim = await claimIdempotencyKey(db, {
    key,
    scope: scopeOf(request, token),
    fingerprint: sha256(`${request.url}\n${JSON.stringify(request.body ?? null)}`),
  });
  if (claim.kind === 'mismatch') {
    sendError(request, reply, 422, {
      code: 'UNPROCESSABLE_CONTENT',
      message: MESSAGES.idempotencyKeyReused,
    });
    return null;
  }
  if (claim.kind === 'in_progress') {
    reply.header('retry-after', '1');
    sendError(request, reply, 409, { code: 'CONFLICT', message: MESSAGES.idempotencyKeyBusy });
    return null;
  }
  if (claim.kind === 'replay') {
    return {
      status: claim.status,
      headers: [
        ['content-type', 'application/json'],
        ['idempotent-replayed', 'true'],
      ],
      body: claim.body,
    };
  }
  let result: IdempotentAnswer;
  try {
    result = await answer();
  } catch (error) {
    await releaseIdempotencyKey(db, claim.id);
    throw error;
  }
  if (result.status >= 500) await releaseIdempotencyKey(db, claim.id);
  else await completeIdempotentRequest(db, claim.id, result);
  return result;
}
