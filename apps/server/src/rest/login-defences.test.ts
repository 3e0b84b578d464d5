import { createHash } from 'node:crypto';
import { MESSAGES } from '@oficina/core';
import { loginAttempts, sessions } from '@oficina/db';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

let t: TestApp;
let admin: string;
let seq = 0;
/** Lockouts count per username: every test uses its own names and client addresses. */
const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${++seq}`;
let octet = 0;
const nextIp = () => `192.0.2.${++octet}`;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

const login = (username: string, password: string, ip?: string) =>
  t.request('POST', '/api/auth/login', { body: { username, password }, ip });

const me = (token: string) => t.request('GET', '/api/auth/me', { token });

async function setSetting(key: string, value: string) {
  const res = await t.request('PUT', `/api/settings/${key}`, { token: admin, body: { value } });
  expect(res.statusCode, res.body).toBe(200);
}

/** Fails `times` logins for `username` from `ip` (the seed's max_login_attempts is 5). */
async function failLogins(username: string, ip: string, times = 5) {
  for (let i = 0; i < times; i++) {
    expect((await login(username, `tentativa-errada-${i}`, ip)).statusCode).toBe(401);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timed(run: () => Promise<LightMyRequestResponse>) {
  const started = performance.now();
  const res = await run();
  return { res, ms: performance.now() - started };
}

describe('account lockout without easy denial of service', () => {
  it('still lets the owner in from an address the account signed in from before', async () => {
    const username = uniqueName('dono');
    await createTestUser(t.db, username, 'manager');
    const workshop = nextIp();
    expect((await login(username, TEST_PASSWORD, workshop)).statusCode).toBe(200);

    const attacker = nextIp();
    await failLogins(username, attacker);
    // The attacker's further guesses, even right ones, are refused without a password check…
    const locked = await login(username, TEST_PASSWORD, attacker);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe(MESSAGES.loginLocked);
    // …and so is anyone at a new address…
    expect((await login(username, TEST_PASSWORD, nextIp())).statusCode).toBe(429);
    // …but the owner at the workshop signs in, and a wrong password there is a plain 401.
    expect((await login(username, 'nao-e-essa-senha', workshop)).statusCode).toBe(401);
    expect((await login(username, TEST_PASSWORD, workshop)).statusCode).toBe(200);
  });

  it('a lockout answer says when to come back: Retry-After 900 s, REST and tRPC', async () => {
    const username = uniqueName('retry');
    await createTestUser(t.db, username, 'viewer');
    const ip = nextIp();
    await failLogins(username, ip);
    const rest = await login(username, TEST_PASSWORD, ip);
    expect(rest.statusCode).toBe(429);
    expect(rest.headers['retry-after']).toBe('900');
    expect(rest.json()).toMatchObject({
      success: false,
      token: null,
      user: null,
      error: MESSAGES.loginLocked,
      code: 'TOO_MANY_REQUESTS',
    });
    const trpc = await t.request('POST', '/trpc/auth.login', {
      ip,
      body: { username, password: TEST_PASSWORD },
    });
    expect(trpc.statusCode).toBe(429);
    expect(trpc.headers['retry-after']).toBe('900');
    expect(trpc.json().error.message).toBe(MESSAGES.loginLocked);
  });
});

describe('account lockout under a burst of parallel guesses', () => {
  it('checks no more passwords than max_login_attempts, answers 429 to the rest, stays locked', async () => {
    const username = uniqueName('rajada');
    await createTestUser(t.db, username, 'manager');
    const workshop = nextIp();
    expect((await login(username, TEST_PASSWORD, workshop)).statusCode).toBe(200);

    const attacker = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(username, `chute-errado-${i}`, attacker)),
    );
    const statuses = answers.map((res) => res.statusCode);
    // The seed's max_login_attempts is 5: each attempt is counted before its password check, so
    // five at most reach one (each such attempt leaves its row) and the rest are refused.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    const [checked] = await t.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, username), eq(loginAttempts.success, false)));
    expect(checked?.n).toBeLessThanOrEqual(5);
    expect(answers.find((res) => res.statusCode === 429)?.json().error).toBe(MESSAGES.loginLocked);

    // Locked, even for the right password, from the attacker's address or a new one…
    expect((await login(username, TEST_PASSWORD, attacker)).statusCode).toBe(429);
    expect((await login(username, TEST_PASSWORD, nextIp())).statusCode).toBe(429);
    // …but not for the owner at an address the account signed in from.
    expect((await login(username, TEST_PASSWORD, workshop)).statusCode).toBe(200);
  });
});

describe('no user enumeration', () => {
  it('answers an unknown user exactly like a wrong password', async () => {
    const known = uniqueName('existe');
    await createTestUser(t.db, known, 'viewer');
    const wrong = await login(known, 'senha-que-nao-e', nextIp());
    const unknown = await login(uniqueName('nao-existe'), 'senha-que-nao-e', nextIp());
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(wrong.statusCode).toBe(401);
    // Each names its own request (request_id); nothing else tells the accounts apart.
    const { request_id: unknownId, ...unknownBody } = unknown.json();
    const { request_id: wrongId, ...wrongBody } = wrong.json();
    expect(unknownId).not.toBe(wrongId);
    expect(unknownBody).toEqual(wrongBody);
    expect(unknownBody).toEqual({
      success: false,
      token: null,
      user: null,
      error: MESSAGES.invalidCredentials,
      code: 'UNAUTHORIZED',
    });
    const headerNames = (res: LightMyRequestResponse) =>
      Object.keys(res.headers)
        .filter((name) => !['date', 'content-length'].includes(name))
        .sort();
    expect(headerNames(unknown)).toEqual(headerNames(wrong));
  });

  it('spends the same password-hashing work on both (relative timings, generous margins)', async () => {
    const RUNS = 7;
    const known: string[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      const name = uniqueName('tempo');
      await createTestUser(t.db, name, 'viewer');
      known.push(name);
    }
    // A locked username is answered without any hashing: the baseline of a cheap answer.
    const lockedName = uniqueName('tempo-travado');
    await failLogins(lockedName, nextIp());
    // Warm-up: the dummy hash for unknown users is made on first use.
    await login(uniqueName('aquecimento'), 'senha-qualquer-1', nextIp());
    await login(known[RUNS]!, 'senha-qualquer-1', nextIp());

    const times = { wrong: [] as number[], unknown: [] as number[], locked: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      const wrong = await timed(() => login(known[i]!, 'senha-errada-x', nextIp()));
      const unknown = await timed(() => login(uniqueName('fantasma'), 'senha-errada-x', nextIp()));
      const locked = await timed(() => login(lockedName, 'senha-errada-x', nextIp()));
      expect([wrong.res.statusCode, unknown.res.statusCode, locked.res.statusCode]).toEqual([
        401, 401, 429,
      ]);
      times.wrong.push(wrong.ms);
      times.unknown.push(unknown.ms);
      times.locked.push(locked.ms);
    }
    const [wrong, unknown, locked] = [
      median(times.wrong),
      median(times.unknown),
      median(times.locked),
    ];
    const detail = `medians (ms): wrong ${wrong.toFixed(1)}, unknown ${unknown.toFixed(1)}, locked ${locked.toFixed(1)}`;
    // Same order of time for an unknown user and a wrong password…
    expect(unknown / wrong, detail).toBeGreaterThan(1 / 3);
    expect(unknown / wrong, detail).toBeLessThan(3);
    // …and both clearly above an answer that hashes nothing: both ran argon2.
    expect(unknown / locked, detail).toBeGreaterThan(2);
    expect(wrong / locked, detail).toBeGreaterThan(2);
  });
});

describe('sessions', () => {
  it('last 12 hours at most from sign-in (absolute lifetime)', async () => {
    const username = uniqueName('absoluto');
    await createTestUser(t.db, username, 'viewer');
    const before = Date.now();
    const res = await login(username, TEST_PASSWORD, nextIp());
    const after = Date.now();
    const expiresAt = Date.parse(res.json().expires_at);
    const twelveHours = 12 * 60 * 60 * 1000;
    expect(expiresAt).toBeGreaterThanOrEqual(before + twelveHours - 1000);
    expect(expiresAt).toBeLessThanOrEqual(after + twelveHours + 1000);
    const { token } = res.json();
    expect(Date.parse((await me(token)).json().session_expires_at)).toBe(expiresAt);
    // Kept busy, it still ends at its absolute expiry.
    await t.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'`, last_seen_at: sql`now()` })
      .where(eq(sessions.token_hash, createHash('sha256').update(token).digest('hex')));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('end after the idle time set in session_timeout (minutes)', async () => {
    await setSetting('session_timeout', '5');
    try {
      const token = await t.tokenFor('viewer');
      const userId = (await me(token)).json().user.id as number;
      const idle = (minutes: number) =>
        t.db
          .update(sessions)
          .set({ last_seen_at: sql`now() - make_interval(mins => ${minutes})` })
          .where(eq(sessions.user_id, userId));
      await idle(4);
      expect((await me(token)).statusCode).toBe(200);
      await idle(6);
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(MESSAGES.loginRequired);
    } finally {
      await setSetting('session_timeout', '30');
    }
  });
});
