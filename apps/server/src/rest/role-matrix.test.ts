import { appRouter } from '@oficina/api';
import { hasRank, MESSAGES, ROLES, type Role } from '@oficina/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Access,
  DEFAULT_PARAMS,
  PLAIN_ROUTES,
  PROCEDURE_ACCESS,
  type ProcedureExpectation,
} from '../testing/role-expectations';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The role matrix: every procedure of `appRouter`, enumerated from the router itself, called by
 * an anonymous client and by each role, on REST (its OpenAPI method and path) when it has one
 * and always on tRPC over HTTP, against the table in `testing/role-expectations.ts`.
 *
 * "Allowed" means the access check let the call through: for a query, 200 or 404 (a row that
 * does not exist); for a mutation, 400 or 404 from an input that fails after the check, so the
 * matrix changes nothing. Denied means exactly 401 (anonymous, "login required") or 403 (a role
 * too low), with the shared messages. Each protected procedure is also called with an input that
 * is not valid at all: the caller without access must still get 401/403 (the access check runs
 * before input validation), while a caller with access gets 400.
 */

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', ...ROLES];

interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  rest?: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };
  /** `z.void()`: the procedure takes no input. */
  voidInput: boolean;
  /** The input object's fields (none for a void input). */
  fields: string[];
}

interface ZodLike {
  _zod?: { def?: { type?: string; shape?: Record<string, unknown> } };
}

interface ProcedureDef {
  _def: {
    type: ProcedureInfo['type'];
    meta?: { openapi?: { method: string; path: string } };
    inputs?: ZodLike[];
  };
}

function listProcedures(): ProcedureInfo[] {
  const record = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
  return Object.entries(record).map(([path, procedure]) => {
    const def = procedure._def;
    const input = def.inputs?.[0]?._zod?.def;
    const openapi = def.meta?.openapi;
    return {
      path,
      type: def.type,
      rest: openapi ? (openapi as ProcedureInfo['rest']) : undefined,
      voidInput: !input || input.type === 'void',
      fields: Object.keys(input?.shape ?? {}),
    };
  });
}

const PROCEDURES = listProcedures();

function expectedFor(access: Access, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  return hasRank(caller, access) ? 'allowed' : 403;
}

/** The highest caller that is denied, and the lowest allowed (for the invalid-input calls). */
function edgeCallers(access: Access): { denied: Caller[]; allowed: Caller } {
  if (access === 'public') return { denied: [], allowed: 'anonymous' };
  const below = ROLES.filter((role) => !hasRank(role, access));
  return {
    denied: ['anonymous', ...(below.length ? [below[below.length - 1]!] : [])],
    allowed: access,
  };
}

interface Call {
  transport: 'REST' | 'tRPC';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
}

const label = (call: Call) => `${call.transport} ${call.method} ${call.url}`;

function restCall(info: ProcedureInfo, input: Record<string, unknown> | undefined): Call {
  const { method, path } = info.rest!;
  const rest: Record<string, unknown> = { ...input };
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name] ?? DEFAULT_PARAMS[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(rest).map(([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ).toString();
    return { transport: 'REST', method, url: `/api${url}${query ? `?${query}` : ''}` };
  }
  // JSON clients always send a JSON body on POST/PUT, even for a procedure without input.
  return { transport: 'REST', method, url: `/api${url}`, body: info.voidInput ? {} : rest };
}

function trpcCall(info: ProcedureInfo, input: unknown): Call {
  if (info.type === 'query') {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return { transport: 'tRPC', method: 'GET', url: `/trpc/${info.path}${query}` };
  }
  // As the web app's batch link sends a mutation without input: a batch of one, `{}`.
  if (input === undefined) {
    return { transport: 'tRPC', method: 'POST', url: `/trpc/${info.path}?batch=1`, body: {} };
  }
  return { transport: 'tRPC', method: 'POST', url: `/trpc/${info.path}`, body: input };
}

/** The matrix's input: the path params that match no row, then the table's own. */
function inputFor(info: ProcedureInfo, expectation: ProcedureExpectation, extra = {}) {
  if (info.voidInput) return undefined;
  const params = [...(info.rest?.path.matchAll(/\{(\w+)\}/g) ?? [])].map((m) => m[1]!);
  return {
    ...Object.fromEntries(params.map((name) => [name, DEFAULT_PARAMS[name]])),
    ...expectation.input,
    ...extra,
  };
}

/**
 * Invalid whatever the schema: a text where an object (or nothing) is expected, holding a NUL
 * (refused by a check of its own, which must not run before the access check either).
 */
const INVALID_TRPC_INPUT = 'entrada\u0000inválida';

/**
 * Invalid REST input: path params too long and of the wrong kind, every other field a nested
 * object (a text with a NUL in a query).
 */
function invalidRestInput(info: ProcedureInfo): Record<string, unknown> {
  const params = [...info.rest!.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const query = info.rest!.method === 'GET' || info.rest!.method === 'DELETE';
  return Object.fromEntries([
    ...params.map((name) => [name, `x${'#'.repeat(300)}`]),
    ...info.fields
      .filter((field) => !params.includes(field))
      // Past any text field's 200 characters, yet short enough that a list with ten query
      // fields (the inbox) stays under the longest URL the server answers.
      .map((field) => [field, query ? `x\u0000${'#'.repeat(201)}` : { nada: [null, '\u0000'] }]),
  ]);
}

let t: TestApp;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of ROLES) tokens[role] = await t.tokenFor(role, `matriz-${role}-${process.pid}`);
});
afterAll(() => t.close());

async function send(call: Call, token: string | undefined): Promise<LightMyRequestResponse> {
  return t.request(call.method, call.url, { token, body: call.body });
}

/** The code and message of an error answer on either transport. */
function errorOf(call: Call, res: LightMyRequestResponse): { code?: string; message?: string } {
  try {
    const raw = res.json();
    const body = Array.isArray(raw) ? raw[0] : raw;
    return call.transport === 'REST'
      ? { code: body.code, message: body.error }
      : { code: body.error?.data?.code, message: body.error?.message };
  } catch {
    return {};
  }
}

/** Checks one answer against what the caller should get; returns the problem, if any. */
function judge(
  info: ProcedureInfo,
  access: Access,
  call: Call,
  caller: Caller,
  res: LightMyRequestResponse,
  endsSession: boolean,
): string | null {
  const expected = expectedFor(access, caller);
  const where = `${info.path} as ${caller} (${label(call)})`;
  if (expected === 401 || expected === 403) {
    const { code, message } = errorOf(call, res);
    const wantCode = expected === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN';
    const wantMessage = expected === 401 ? MESSAGES.loginRequired : MESSAGES.forbidden;
    if (res.statusCode !== expected || code !== wantCode || message !== wantMessage) {
      return `${where}: expected ${expected} ${wantCode}, got ${res.statusCode} ${res.body.slice(0, 200)}`;
    }
    return null;
  }
  const ok =
    info.type === 'query' ? [200, 404] : endsSession && caller !== 'anonymous' ? [200] : [400, 404];
  // A public form may be rate limited per client; that is not an access decision.
  if (access === 'public') ok.push(429);
  if (!ok.includes(res.statusCode)) {
    return `${where}: expected allowed (${ok.join('/')}), got ${res.statusCode} ${res.body.slice(0, 200)}`;
  }
  return null;
}

async function tokenOf(caller: Caller, fresh: boolean): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  return fresh ? t.tokenFor(caller) : tokens[caller];
}

describe('the role matrix covers every procedure', () => {
  it(`has an entry for each of the router's ${PROCEDURES.length} procedures, and no other`, () => {
    const paths = PROCEDURES.map((p) => p.path);
    const missing = paths.filter((path) => !(path in PROCEDURE_ACCESS));
    const stale = Object.keys(PROCEDURE_ACCESS).filter((path) => !paths.includes(path));
    expect
      .soft(missing, 'procedures with no entry in PROCEDURE_ACCESS (role-expectations.ts)')
      .toEqual([]);
    expect
      .soft(stale, 'entries in PROCEDURE_ACCESS for procedures that no longer exist')
      .toEqual([]);
    expect(PROCEDURES.length).toBeGreaterThan(90);
  });

  it('the non-tRPC routes under /api are in the table too', () => {
    expect(PLAIN_ROUTES.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/backup/export',
      'GET /api/contacts/export.csv',
      'POST /api/media',
    ]);
  });
});

describe.each(PROCEDURES.map((info) => [info.path, info] as const))('%s', (_path, info) => {
  it('answers each caller as the table says, on REST and on tRPC', async () => {
    const expectation = PROCEDURE_ACCESS[info.path];
    expect(expectation, `${info.path} has no entry in PROCEDURE_ACCESS`).toBeDefined();
    if (!expectation) return;
    const endsSession = expectation.endsSession === true;
    const cases: Array<{ access: Access; input: Record<string, unknown> | undefined }> = [
      { access: expectation.access, input: inputFor(info, expectation) },
      ...(expectation.variants ?? []).map((variant) => ({
        access: variant.access,
        input: inputFor(info, expectation, variant.input),
      })),
    ];
    const problems: string[] = [];
    for (const { access, input } of cases) {
      const calls = [...(info.rest ? [restCall(info, input)] : []), trpcCall(info, input)];
      for (const call of calls) {
        for (const caller of CALLERS) {
          const res = await send(call, await tokenOf(caller, endsSession));
          const problem = judge(info, access, call, caller, res, endsSession);
          if (problem) problems.push(problem);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  const expectation = PROCEDURE_ACCESS[info.path];
  if (expectation && expectation.access !== 'public') {
    it('checks access before validating the input', async () => {
      const { denied, allowed } = edgeCallers(expectation.access);
      const calls = [trpcCall(info, INVALID_TRPC_INPUT)];
      // Without input fields, REST has nothing to get wrong (and logout would succeed).
      if (info.rest && !info.voidInput) calls.push(restCall(info, invalidRestInput(info)));
      const problems: string[] = [];
      for (const call of calls) {
        for (const caller of denied) {
          const res = await send(call, await tokenOf(caller, false));
          const problem = judge(info, expectation.access, call, caller, res, false);
          if (problem) problems.push(`invalid input: ${problem}`);
        }
        const res = await send(call, await tokenOf(allowed, false));
        if (res.statusCode !== 400) {
          problems.push(
            `invalid input: ${info.path} as ${allowed} (${label(call)}): expected 400, got ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('routes under /api outside tRPC', () => {
  it.each(PLAIN_ROUTES.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, route) => {
      const problems: string[] = [];
      for (const caller of CALLERS) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: {
            ...(caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[caller]}` }),
            ...(route.body ? { 'content-type': route.body.contentType } : {}),
          },
          ...(route.body ? { payload: route.body.payload } : {}),
        });
        const expected = expectedFor(route.access, caller);
        const where = `${route.method} ${route.url} as ${caller}`;
        if (expected === 'allowed') {
          if ([401, 403].includes(res.statusCode) || res.statusCode >= 500)
            problems.push(`${where}: expected allowed, got ${res.statusCode}`);
        } else if (res.statusCode !== expected) {
          problems.push(`${where}: expected ${expected}, got ${res.statusCode}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
