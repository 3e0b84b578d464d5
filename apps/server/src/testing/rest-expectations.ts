import { MESSAGES } from '@oficina/core';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

export const LOGIN_REQUIRED = MESSAGES.loginRequired;
export const FORBIDDEN = MESSAGES.forbidden;
/** The largest id an integer column can hold: valid input, never a row. */
export const MISSING_ID = 2_147_483_647;

/**
 * A failed call answers JSON `{ error, code, issues?, request_id }` and nothing internal; the
 * id is the answer's X-Request-Id.
 */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  error?: string,
) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toContain('application/json');
  const body = res.json();
  expect(body.code).toBe(code);
  expect(typeof body.error).toBe('string');
  if (error !== undefined) expect(body.error).toBe(error);
  expect(
    Object.keys(body).every((key) => ['error', 'code', 'issues', 'request_id'].includes(key)),
  ).toBe(true);
  expect(body.request_id).toBe(res.headers['x-request-id']);
  return body;
}

/** 400 with `issues` naming every listed field. */
export function expectInvalid(res: LightMyRequestResponse, ...fields: string[]) {
  const body = expectError(res, 400, 'BAD_REQUEST');
  expect(Array.isArray(body.issues)).toBe(true);
  const paths = body.issues.map((issue: { path: string[] }) => issue.path.join('.'));
  for (const field of fields) expect(paths).toContain(field);
  return body;
}

/**
 * The two access rules content routes share, bound to a test file's app and tokens (read
 * lazily: they are created in beforeAll).
 */
export function accessChecks(app: () => TestApp, tokens: () => { user: string; viewer: string }) {
  return {
    /** Anonymous → 401, roles user and viewer → 403, with the shared messages. */
    async expectManagerOnly(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
      const t = app();
      expectError(await t.request(method, url, { body }), 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
      for (const token of [tokens().user, tokens().viewer]) {
        expectError(await t.request(method, url, { token, body }), 403, 'FORBIDDEN', FORBIDDEN);
      }
    },
    /** `include_inactive=true` needs a viewer: anonymous → 401, role user → 403. */
    async expectViewerGate(url: string) {
      const t = app();
      expectError(await t.request('GET', url), 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
      expectError(
        await t.request('GET', url, { token: tokens().user }),
        403,
        'FORBIDDEN',
        FORBIDDEN,
      );
    },
  };
}
