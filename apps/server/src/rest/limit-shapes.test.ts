import { LIMIT_POLICIES } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import { contactMessages } from '@oficina/db';
import { like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_WINDOW_SECONDS } from '../plugins/rate-limits';
import {
  type CallTarget,
  countObjects,
  type RawAnswer,
  requestFor,
  type Shape,
  sendRaw,
  shapeArbitrary,
  writeTarget,
} from '../testing/request-shapes';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Every limited operation, sent in every shape a client controls (transport, target form,
 * headers), by one address: however the calls are dressed, no more than the quota run in a
 * window, and the call after is refused with 429. Generated with fast-check from a fixed seed;
 * CI runs more (SHAPE_RUNS, SHAPE_SEED to replay a failure).
 */
const RUNS = Number(process.env.SHAPE_RUNS ?? (process.env.CI ? 40 : 8));
const SEED = Number(process.env.SHAPE_SEED ?? 20_261_128);
/**
 * A run sends up to a dozen calls (logins check a password hash even for unknown names, about
 * 50 ms each): a few seconds per run on a loaded machine, plus a wait at a window's edge.
 */
const RUN_TIMEOUT_MS = 60_000 + RUNS * 3_000;
const QUOTA = 3;
const API_QUOTA = 6;

interface Operation {
  name: string;
  quota: number;
  /** The call, unique to the run (`tag`), so its effects are told apart from other runs'. */
  call(tag: string): CallTarget;
  /** How many calls of the operation ran, read from what the server answered. */
  ran(answers: readonly RawAnswer[]): number;
  /** Whether counting is exact (every run call fills the quota) or only bounded. */
  exact: boolean;
  /** The length of the operation's counting window: a run must not straddle two of them. */
  windowSeconds: number;
}

const SENT = 'Mensagem enviada com sucesso! Responderemos em breve.';

const OPERATIONS: Operation[] = [
  {
    name: 'login',
    quota: QUOTA,
    exact: true,
    windowSeconds: LIMIT_POLICIES.login.windowSeconds,
    call: (tag) => ({
      procedure: 'auth.login',
      restPath: '/auth/login',
      restMethod: 'POST',
      kind: 'mutation',
      input: { username: `ninguem-${tag}`, password: 'senha-errada-123' },
    }),
    ran: (answers) => countObjects(answers, (o) => o.error === MESSAGES.invalidCredentials),
  },
  {
    name: 'contact',
    quota: QUOTA,
    exact: true,
    windowSeconds: LIMIT_POLICIES.contact.windowSeconds,
    call: (tag) => ({
      procedure: 'contacts.create',
      restPath: '/contacts',
      restMethod: 'POST',
      kind: 'mutation',
      input: {
        name: `Cliente ${tag}`,
        phone: '(21) 98888-0000',
        message: `Orçamento de recarga ${tag}`,
        lgpd_consent: true,
      },
    }),
    ran: (answers) => countObjects(answers, (o) => o.success === true && o.message === SENT),
  },
  {
    name: 'password reset request',
    quota: QUOTA,
    exact: true,
    windowSeconds: LIMIT_POLICIES['password-reset'].windowSeconds,
    call: (tag) => ({
      procedure: 'auth.requestPasswordReset',
      restPath: '/auth/password-reset',
      restMethod: 'POST',
      kind: 'mutation',
      input: { username: `ninguem-${tag}` },
    }),
    ran: (answers) =>
      countObjects(
        answers,
        (o) => o.success === true && o.message === MESSAGES.passwordResetRequested,
      ),
  },
  {
    name: 'password reset confirmation',
    quota: QUOTA,
    exact: true,
    windowSeconds: LIMIT_POLICIES['password-reset'].windowSeconds,
    call: (tag) => ({
      procedure: 'auth.confirmPasswordReset',
      restPath: '/auth/password-reset/confirm',
      restMethod: 'POST',
      kind: 'mutation',
      input: { token: `codigo-inventado-${tag}`, password: 'uma-senha-nova-longa' },
    }),
    ran: (answers) => countObjects(answers, (o) => o.error === MESSAGES.passwordResetInvalid),
  },
  {
    name: 'whole API',
    quota: API_QUOTA,
    // Refused shapes (404, 400) spend the budget too: what ran is at most the quota.
    exact: false,
    windowSeconds: API_WINDOW_SECONDS,
    call: () => ({
      procedure: 'whatsapp.context',
      restPath: '/whatsapp-contexts/float_button',
      restMethod: 'GET',
      kind: 'query',
      input: { name: 'float_button' },
    }),
    ran: (answers) =>
      countObjects(answers, (o) => o.name === 'float_button' && 'message_template' in o),
  },
];

/**
 * Waits when the operation's fixed window is about to end, so one run stays in one window (a run
 * that straddles two starts afresh halfway and looks like an overrun). The margin covers a run
 * of several calls on a loaded machine.
 */
async function awayFromWindowEdge(windowSeconds: number) {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 200));
}

let runCounter = 0;

describe.each([{ trustProxy: false as const }, { trustProxy: '127.0.0.0/8' as const }])(
  'limited operations in any request shape (TRUST_PROXY=$trustProxy)',
  ({ trustProxy }) => {
    let ops: TestApp;
    let budget: TestApp;
    const portOf = (t: TestApp) => (t.app.server.address() as { port: number }).port;

    beforeAll(async () => {
      const common = { TRUST_PROXY: trustProxy, LOG_LEVEL: 'error' as const };
      ops = await startTestApp({
        config: { ...common, RATE_LIMIT_LOGIN: QUOTA, RATE_LIMIT_CONTACT: QUOTA },
      });
      budget = await startTestApp({
        config: { ...common, RATE_LIMIT_API: API_QUOTA },
        shareDatabaseOf: ops,
      });
      await ops.app.listen({ port: 0, host: '127.0.0.1' });
      await budget.app.listen({ port: 0, host: '127.0.0.1' });
    }, 60_000);
    // Either may be missing when a start-up failed or timed out: close what was started.
    afterAll(async () => {
      await budget?.close();
      await ops?.close();
    });

    for (const operation of OPERATIONS) {
      it(
        `runs ${operation.name} at most ${operation.quota} times per address, then 429`,
        async () => {
          const app = operation.name === 'whole API' ? () => budget : () => ops;
          await fc.assert(
            fc.asyncProperty(
              fc.array(shapeArbitrary, {
                minLength: operation.quota + 1,
                maxLength: operation.quota + 4,
              }),
              fc.boolean(),
              async (shapes: Shape[], together: boolean) => {
                const run = ++runCounter;
                const tag = `${process.pid}-${run}-${trustProxy ? 'p' : 'd'}`;
                // The client: a loopback address of its own, or (behind a trusted proxy) the address
                // the proxy names, whatever loopback address the proxy connects from.
                const clientIp = `198.18.${run >> 8}.${run & 255}`;
                const socketIp = (attempt: number) =>
                  trustProxy
                    ? `127.9.${attempt}.${(run % 250) + 1}`
                    : `127.8.${run >> 8}.${run & 255}`;
                await awayFromWindowEdge(operation.windowSeconds);
                const target = app();
                const port = portOf(target);
                const call = operation.call(tag);

                const send = (shape: Shape, attempt: number) => {
                  const request = requestFor(call, shape);
                  const spoof = `203.0.113.${(shape.seed % 250) + 1}`;
                  const forwarded = trustProxy
                    ? // Behind the proxy: its X-Forwarded-For names the client, after anything the
                      // client itself wrote there.
                      shape.forwardedFor === 'spoofed'
                      ? `${spoof}, ${clientIp}`
                      : clientIp
                    : shape.forwardedFor === 'spoofed'
                      ? spoof
                      : undefined;
                  return sendRaw(port, socketIp(attempt), {
                    method: request.method,
                    target: writeTarget(
                      request.path,
                      shape.target,
                      `127.0.0.1:${port}`,
                      shape.seed,
                    ),
                    headers: [
                      ...request.headers,
                      ...(forwarded ? ['x-forwarded-for', forwarded] : []),
                    ],
                    body: request.body,
                  });
                };

                const answers = together
                  ? await Promise.all(shapes.map((shape, i) => send(shape, i)))
                  : await shapes.reduce<Promise<RawAnswer[]>>(
                      async (done, shape, i) => [...(await done), await send(shape, i)],
                      Promise.resolve([]),
                    );
                for (const answer of answers) expect(answer.status, answer.text).toBeLessThan(500);
                expect(operation.ran(answers)).toBeLessThanOrEqual(operation.quota);

                // Then plain calls until one is refused: the quota is spent exactly, never more.
                const canonical: Shape = {
                  transport: 'rest',
                  target: 'origin',
                  method: call.restMethod,
                  copies: 1,
                  forwardedFor: 'none',
                  seed: 0,
                };
                let refused: RawAnswer | undefined;
                const fill: RawAnswer[] = [];
                for (let i = 0; i <= operation.quota && !refused; i++) {
                  const answer = await send(canonical, shapes.length + i);
                  if (answer.status === 429) refused = answer;
                  else fill.push(answer);
                }
                const ran = operation.ran([...answers, ...fill]);
                if (operation.exact) expect(ran).toBe(operation.quota);
                else expect(ran).toBeLessThanOrEqual(operation.quota);
                expect(refused, 'no 429 after the quota').toBeDefined();
                expect(JSON.parse(refused!.text).error).toBe(MESSAGES.tooManyRequests);
                expect(Number(refused!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
                if (operation.name === 'contact') {
                  const stored = await ops.db
                    .select({ id: contactMessages.id })
                    .from(contactMessages)
                    .where(like(contactMessages.message, `%${tag}`));
                  expect(stored).toHaveLength(operation.quota);
                }
              },
            ),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
        },
        RUN_TIMEOUT_MS,
      );
    }
  },
);
