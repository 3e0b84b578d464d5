import { hashPassword } from '@oficina/api';
import type { Role } from '@oficina/core';
import { type Database, type DatabaseHandle, users } from '@oficina/db';
import { openTestDatabase } from '@oficina/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import { captureStream } from './log-capture';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  /** A JSON request; `token` becomes a Bearer header. */
  request(
    method: InjectOptions['method'],
    url: string,
    options?: {
      token?: string;
      body?: unknown;
      headers?: Record<string, string>;
      /** The client's address as the server sees it (default 127.0.0.1). */
      ip?: string;
    },
  ): Promise<LightMyRequestResponse>;
  /** Creates an active user with the role and returns a session token for it. */
  tokenFor(role: Role, username?: string): Promise<string>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'senha-de-teste-123';

let counter = 0;

/**
 * Rate limits so high that no test meets them by accident (the counting still runs on every
 * request); rate-limit tests lower them through `startTestApp({ config })`.
 */
const HIGH_RATE_LIMITS = {
  RATE_LIMIT_API: 1_000_000,
  RATE_LIMIT_LOGIN: 1_000_000,
  RATE_LIMIT_CONTACT: 1_000_000,
  RATE_LIMIT_RENDERS: 1_000_000,
};

/** The real Fastify app on a fresh copy of the migrated, seeded test database. */
export async function startTestApp(
  options: {
    config?: Partial<AppOptions['config']>;
    /** Another instance's database: both apps then share it, as two servers would. */
    shareDatabaseOf?: TestApp;
    /** Listen for other instances' writes (LISTEN/NOTIFY), as the real server does. */
    notifications?: boolean;
    /** Also hand every log line to this (at `config.LOG_LEVEL`), besides the error capture. */
    onLogLine?: (line: string) => void;
  } = {},
): Promise<TestApp> {
  const shared = options.shareDatabaseOf?.database;
  const handle = shared ?? (await openTestDatabase(inject('testDatabase')));
  const app = await buildApp({
    ...(options.notifications ? { notifications: handle } : {}),
    config: {
      // Error lines fail the test unless it expects them (log-guard.setup.ts).
      LOG_LEVEL: 'error',
      CORS_ORIGINS: [],
      BODY_LIMIT: 1024 * 1024,
      TRUST_PROXY: false,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      WEB_DEV: false,
      ...HIGH_RATE_LIMITS,
      ...options.config,
    },
    deps: { db: handle.db },
    logStream: options.onLogLine
      ? {
          write(line: string) {
            captureStream.write(line);
            options.onLogLine?.(line);
          },
        }
      : captureStream,
  });
  await app.ready();

  const request: TestApp['request'] = (method, url, options = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });

  return {
    app,
    db: handle.db,
    database: handle,
    request,
    async tokenFor(role, username = `${role}-${process.pid}-${++counter}`) {
      await createTestUser(handle.db, username, role);
      const res = await request('POST', '/api/auth/login', {
        body: { username, password: TEST_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login as ${username} failed: ${res.body}`);
      return res.json().token as string;
    },
    async close() {
      await app.close();
      if (!shared) await handle.close();
    },
  };
}

export async function createTestUser(db: Database, username: string, role: Role, isActive = true) {
  const [user] = await db
    .insert(users)
    .values({
      username,
      password_hash: await hashPassword(TEST_PASSWORD),
      role,
      is_active: isActive,
    })
    .returning({ id: users.id });
  return user!.id;
}
