import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOpenApiDocument } from '@oficina/api';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * What an integrator does with the document: generate TypeScript types with openapi-typescript,
 * write a small client against them, compile it strictly and call the running server with it.
 * The types must be real (a wrong field does not compile) and named (`Service`, not an inline
 * shape per operation).
 */

/** A client as an integrator would write it, typed only by the generated file. */
const CLIENT = `
import type { components, paths } from './api';

type Service = components['schemas']['Service'];
type ServiceInput = paths['/services']['post']['requestBody']['content']['application/json'];
type ServicePatch = NonNullable<paths['/services/{id}']['patch']['requestBody']>['content']['application/json'];
type ApiError = components['schemas']['Error'];

async function send<T>(base: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(base + path, {
    method,
    headers: { authorization: 'Bearer ' + token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    const failure = (await res.json()) as ApiError;
    throw new Error(res.status + ' ' + failure.error);
  }
  return (await res.json()) as T;
}

export async function createThenRename(base: string, token: string): Promise<Service[]> {
  const input: ServiceInput = { title: 'Higienização do ar', description: 'Limpeza do evaporador e dos dutos.' };
  const created = await send<Service>(base, 'POST', '/api/services', token, input);
  const change: ServicePatch = { title: 'Higienização completa' };
  await send<Service>(base, 'PATCH', '/api/services/' + created.id, token, change);
  return send<Service[]>(base, 'GET', '/api/services', token);
}

type WebhookInput = paths['/webhooks']['post']['requestBody']['content']['application/json'];
type WebhookCreated = paths['/webhooks']['post']['responses'][201]['content']['application/json'];
type ContactPage = paths['/contacts']['get']['responses'][200]['content']['application/json'];
type FaqPatch = NonNullable<paths['/faqs/{id}']['patch']['requestBody']>['content']['application/json'];
type Faq = paths['/faqs/{id}']['get']['responses'][200]['content']['application/json'];

/** Subscribes to new leads; the secret comes once, typed as a string. */
export async function subscribe(base: string, token: string, url: string): Promise<string> {
  const input: WebhookInput = { url, events: ['contact.created'], description: 'CRM' };
  const created = await send<WebhookCreated>(base, 'POST', '/api/webhooks', token, input);
  return created.secret;
}

/** Every contact, page after page, as long as the answer says there is more. */
export async function allContactIds(base: string, token: string): Promise<number[]> {
  const ids: number[] = [];
  let offset = 0;
  for (;;) {
    const page = await send<ContactPage>(base, 'GET', '/api/contacts?limit=2&offset=' + offset, token);
    ids.push(...page.items.map((item) => item.id));
    if (!page.has_more) return ids;
    offset = page.offset + page.limit;
  }
}

/** Changes an FAQ only if nobody else did since it was read: the status of the conditional write. */
export async function answerIfUnchanged(base: string, token: string, id: number, etag: string): Promise<number> {
  const change: FaqPatch = { answer: 'Resposta do CRM.' };
  const res = await fetch(base + '/api/faqs/' + id, {
    method: 'PATCH',
    headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json', 'if-match': etag },
    body: JSON.stringify(change),
  });
  if (res.ok) {
    const faq = (await res.json()) as Faq;
    if (faq.answer !== change.answer) throw new Error('not changed');
  }
  return res.status;
}
`;

/** The same client with a field the schema does not have: it must not compile. */
const WRONG = `
import type { paths } from './api';
type ServiceInput = paths['/services']['post']['requestBody']['content']['application/json'];
export const input: ServiceInput = { title: 'Recarga', description: 'Recarga de gás', colour: 'azul' };
`;

let dir: string;
let t: TestApp;
let base: string;

function diagnosticsOf(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'typed-client-'));
  const document = buildOpenApiDocument('http://localhost:3000/api');
  // Fields with a default are optional in a request: openapi-typescript makes them required
  // unless told not to (its default suits answers, where the server always fills them).
  const types = astToString(await openapiTS(document as never, { defaultNonNullable: false }));
  await writeFile(join(dir, 'api.ts'), types);
  await writeFile(join(dir, 'client.ts'), CLIENT);
  await writeFile(join(dir, 'wrong.ts'), WRONG);
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The client as JavaScript, imported as an integrator's program would run it. */
async function compiledClient(): Promise<unknown> {
  const js = ts.transpileModule(CLIENT, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  const file = join(dir, 'client.mjs');
  await writeFile(file, js);
  return import(pathToFileURL(file).href);
}

describe('a client generated from the OpenAPI document', () => {
  it('compiles strictly, and refuses a field the schema does not have', () => {
    expect(diagnosticsOf(join(dir, 'client.ts'))).toEqual([]);
    const wrong = diagnosticsOf(join(dir, 'wrong.ts'));
    expect(wrong.join('\n')).toMatch(/colour/);
  }, 60_000);

  it('creates, changes and lists services on the running server', async () => {
    const client = (await compiledClient()) as {
      createThenRename(base: string, token: string): Promise<Array<{ title: string }>>;
    };
    const services = await client.createThenRename(base, await t.tokenFor('manager'));
    expect(services.map((service) => service.title)).toContain('Higienização completa');
  });

  it('subscribes a webhook, pages with has_more and writes with If-Match', async () => {
    const client = (await compiledClient()) as {
      subscribe(base: string, token: string, url: string): Promise<string>;
      allContactIds(base: string, token: string): Promise<number[]>;
      answerIfUnchanged(base: string, token: string, id: number, etag: string): Promise<number>;
    };
    const admin = await t.tokenFor('admin');
    expect(await client.subscribe(base, admin, 'https://crm.example.com/ganchos')).toMatch(
      /^whsec_/,
    );

    for (let i = 0; i < 5; i++)
      await t.request('POST', '/api/contacts', {
        ip: `198.51.100.${i + 1}`,
        body: {
          name: 'Cliente',
          phone: '(21) 98888-0000',
          message: `Página ${i}`,
          lgpd_consent: true,
        },
      });
    const ids = await client.allContactIds(base, admin);
    const all = (await t.request('GET', '/api/contacts?limit=100', { token: admin })).json();
    expect(ids.sort()).toEqual(all.items.map((item: { id: number }) => item.id).sort());
    expect(ids.length).toBeGreaterThanOrEqual(5);

    const faq = (
      await t.request('POST', '/api/faqs', {
        token: admin,
        body: { question: 'Pelo CRM?', answer: 'Ainda não.' },
      })
    ).json();
    const etag = String(
      (await t.request('GET', `/api/faqs/${faq.id}`, { token: admin })).headers.etag,
    );
    await t.request('PATCH', `/api/faqs/${faq.id}`, { token: admin, body: { answer: 'Outra.' } });
    expect(await client.answerIfUnchanged(base, admin, faq.id, etag)).toBe(412);
    const fresh = String(
      (await t.request('GET', `/api/faqs/${faq.id}`, { token: admin })).headers.etag,
    );
    expect(await client.answerIfUnchanged(base, admin, faq.id, fresh)).toBe(200);
  });
});
