import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

/**
 * Two admins removing each other at the same moment. On PostgreSQL the requests really overlap
 * (on PGlite they queue), so this is where deadlocks and the last-admin race show.
 */

let t: TestApp;
let seq = 0;
const ROUNDS = 10;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Admin {
  id: number;
  username: string;
  token: string;
}

interface ListedUser {
  id: number;
  role: string;
  is_active: boolean;
}

async function signIn(username: string): Promise<string> {
  const res = await t.request('POST', '/api/auth/login', {
    body: { username, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

async function newAdmin(): Promise<Admin> {
  const username = `rival-${process.pid}-${++seq}`;
  const id = await createTestUser(t.db, username, 'admin');
  return { id, username, token: await signIn(username) };
}

type Removal = 'toggle' | 'deactivate' | 'demote' | 'delete';
const REMOVALS: Removal[] = ['toggle', 'deactivate', 'demote', 'delete'];

function remove(how: Removal, actor: Admin, target: Admin) {
  const token = actor.token;
  switch (how) {
    case 'toggle':
      return t.request('PUT', `/api/users/${target.id}/toggle-status`, { token });
    case 'deactivate':
      return t.request('PUT', `/api/users/${target.id}`, { token, body: { is_active: false } });
    case 'demote':
      return t.request('PUT', `/api/users/${target.id}`, { token, body: { role: 'viewer' } });
    case 'delete':
      return t.request('DELETE', `/api/users/${target.id}`, { token });
  }
}

const activeAdmins = async (observer: string) => {
  const res = await t.request('GET', '/api/users', { token: observer });
  expect(res.statusCode).toBe(200);
  return (res.json() as ListedUser[]).filter((u) => u.role === 'admin' && u.is_active);
};

/** Fires "remove the other" from both admins at once, ROUNDS times, restoring both between rounds. */
async function duel(observer: string) {
  let a = await newAdmin();
  let b = await newAdmin();
  for (let round = 0; round < ROUNDS; round++) {
    const how = REMOVALS[round % REMOVALS.length]!;
    const answers: LightMyRequestResponse[] = await Promise.all([
      remove(how, a, b),
      remove(how, b, a),
    ]);
    for (const res of answers) {
      expect(res.statusCode, `${how}: ${res.body}`).toBeLessThan(500);
      expect([200, 400, 401, 403], `${how}: ${res.body}`).toContain(res.statusCode);
    }
    // The one who lost access first can no longer act: never both succeed.
    expect(answers.filter((res) => res.statusCode === 200).length, how).toBeLessThanOrEqual(1);

    const active = await activeAdmins(observer);
    expect(active.length, how).toBeGreaterThanOrEqual(1);
    const survivors = active.filter((u) => u.id === a.id || u.id === b.id);
    expect(survivors.length, how).toBeGreaterThanOrEqual(1);

    // Restore both for the next round (the survivor brings the other back).
    const survivor = survivors[0]!.id === a.id ? a : b;
    const other = survivor === a ? b : a;
    let restored: Admin;
    if (how === 'delete' && answers.some((res) => res.statusCode === 200)) {
      restored = await newAdmin();
    } else {
      const res = await t.request('PUT', `/api/users/${other.id}`, {
        token: survivor.token,
        body: { is_active: true, role: 'admin' },
      });
      expect(res.statusCode, res.body).toBe(200);
      restored = { ...other, token: await signIn(other.username) };
    }
    if (survivor === a) b = restored;
    else a = restored;
    // A token may have been revoked by a change that was refused afterwards: sign in again.
    a = { ...a, token: await signIn(a.username) };
    b = { ...b, token: await signIn(b.username) };
  }
  return [a, b] as const;
}

describe('admins removing each other at the same time', () => {
  it('with no other admin: never a 5xx, and one of the two always stays', async () => {
    const viewerName = `observer-${process.pid}`;
    await createTestUser(t.db, viewerName, 'viewer');
    const observer = await signIn(viewerName);
    expect(await activeAdmins(observer)).toEqual([]);
    const pair = await duel(observer);
    // Leave the database as found: back to no admin.
    const res = await t.request('DELETE', `/api/users/${pair[1].id}`, { token: pair[0].token });
    expect(res.statusCode, res.body).toBe(200);
    const last = await t.request('DELETE', `/api/users/${pair[0].id}`, { token: pair[0].token });
    expect(last.statusCode).toBe(400);
  });

  it('beside a third admin: never a 5xx, and one of the two always stays', async () => {
    const observerName = `third-admin-${process.pid}`;
    await createTestUser(t.db, observerName, 'admin');
    const observer = await signIn(observerName);
    const [a, b] = await duel(observer);
    const ids = (await activeAdmins(observer)).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});
