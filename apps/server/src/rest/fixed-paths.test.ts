import { buildOpenApiDocument } from '@oficina/api';
import { MESSAGES } from '@oficina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, operationsOf } from '../testing/openapi-operations';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Paths written out beside a template that would also match them (`/faqs/order` beside
 * `/faqs/{id}`, `/contacts/export.csv` beside `/contacts/{id}`): a method the fixed path does
 * not take is a 405 listing its own methods, never the template's answer ("Identificador
 * inválido" for the FAQ "order").
 */
const operations = operationsOf(
  buildOpenApiDocument('http://localhost/api') as unknown as OpenApiDocument,
);
const templates = [...new Set(operations.map((o) => o.path))];
const matchesTemplate = (path: string, template: string) =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+').replace(/\./g, '\\.')}$`).test(path);

const fixedPaths = templates.filter(
  (path) =>
    !path.includes('{') &&
    templates.some(
      (other) => other !== path && other.includes('{') && matchesTemplate(path, other),
    ),
);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

describe('fixed paths beside templates', () => {
  it('are found in the document (the order, deleted and export paths)', () => {
    expect(fixedPaths).toEqual(
      expect.arrayContaining(['/faqs/order', '/contacts/deleted', '/contacts/export.csv']),
    );
  });

  it.each(fixedPaths)('%s refuses other methods with its own Allow', async (path) => {
    const own = operations.filter((o) => o.path === path).map((o) => o.method);
    const allow = [...own, ...(own.includes('GET') ? ['HEAD'] : [])];
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      if (own.includes(method)) continue;
      const res = await t.request(method, `/api${path}`, { token: admin });
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(405);
      expect(res.json().error).toBe(MESSAGES.methodNotAllowed);
      expect(res.headers.allow?.toString().split(', ').sort()).toEqual(allow.sort());
    }
  });
});
