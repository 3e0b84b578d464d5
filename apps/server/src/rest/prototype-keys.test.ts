import { buildOpenApiDocument } from '@oficina/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, operationsOf, sampleFor } from '../testing/openapi-operations';
import { startTestApp, type TestApp } from '../testing/test-app';
import { wireRequest } from '../testing/wire';

/**
 * Query parameters named after what every JavaScript object already has. A reader that stores
 * parameters in a plain object finds functions under these names (`constructor`, `toString`)
 * or sets its prototype (`__proto__`): every GET of the document, anonymous and as an admin,
 * must answer them without a 5xx.
 */
const NAMES = ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf', 'prototype'];

let t: TestApp;
let base: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

const reads = operationsOf(
  buildOpenApiDocument('http://localhost/api') as unknown as OpenApiDocument,
).filter((operation) => operation.method === 'GET');

/** The operation's path with a valid value in each path parameter. */
function pathOf(operation: (typeof reads)[number]): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(sampleFor(parameter?.schema) ?? '1'));
  });
}

describe('query keys named after object properties', () => {
  it('covers every GET of the document', () => {
    expect(reads.length).toBeGreaterThan(40);
  });

  it.each(reads.map((operation) => [`${operation.method} ${operation.path}`, operation]))(
    '%s never answers 5xx',
    async (_, operation) => {
      const path = `/api${pathOf(operation)}`;
      for (const name of NAMES) {
        for (const token of [undefined, admin]) {
          const answer = await wireRequest(base, `${path}?${name}=1&${name}=2`, {
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          expect(answer.status, `${path}?${name} ${token ? 'admin' : 'anônimo'}`).toBeLessThan(500);
        }
      }
    },
  );
});
