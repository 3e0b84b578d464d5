import { MESSAGES } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from './openapi';
import { proceduresByOperation } from './openapi-procedures';
import { appRouter } from './router';

/**
 * What a client generator needs from the document: one named type per entity and input,
 * pointed to by the operations, a description of every operation (with who may call it) and
 * a valid example of every JSON body.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  description?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
  'x-access'?: string;
}
const document = buildOpenApiDocument('http://localhost:3000/api') as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);
const procedures = proceduresByOperation(appRouter._def.procedures as never);

const ENTITIES = [
  'Service',
  'Testimonial',
  'Faq',
  'Popup',
  'Banner',
  'Contact',
  'BlogPost',
  'PortfolioItem',
  'SocialLink',
  'Company',
  'User',
  'Setting',
  'Media',
  'Error',
];
/** Entities with a create body (`…Input`) and an update body (`…Update`) of their own. */
const WITH_INPUTS = [
  'Service',
  'Testimonial',
  'Faq',
  'Popup',
  'Banner',
  'BlogPost',
  'PortfolioItem',
  'SocialLink',
  'User',
];

const refsIn = (value: unknown): string[] => {
  const text = JSON.stringify(value);
  return [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
};

/** A value for each path parameter the procedures' schemas accept. */
const PATH_VALUES: Record<string, string> = {
  id: '1',
  key: 'session_timeout',
  name: 'orcamento',
  username: 'dono',
  // A booking's private link code: 43 base64url characters.
  token: 'A'.repeat(43),
};

describe('the OpenAPI document for client generators', () => {
  it('names every entity and its inputs, and the operations point to them', () => {
    const names = Object.keys(document.components.schemas);
    const inputs = WITH_INPUTS.flatMap((entity) => [`${entity}Input`, `${entity}Update`]);
    expect(names).toEqual(expect.arrayContaining([...ENTITIES, ...inputs]));
    // What the operations point to, and what those schemas point to in turn.
    const referenced = new Set(operations.flatMap(({ op }) => refsIn(op)));
    for (const name of referenced)
      for (const inner of refsIn(document.components.schemas[name])) referenced.add(inner);
    for (const name of [...ENTITIES, ...inputs]) expect(referenced, name).toContain(name);

    const service = document.paths['/services/{id}']!;
    expect(service.get!.responses['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/Service',
    });
    expect(service.put!.requestBody!.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ServiceUpdate',
    });
    expect(
      document.paths['/services']!.post!.requestBody!.content['application/json']!.schema,
    ).toEqual({ $ref: '#/components/schemas/ServiceInput' });
    expect(document.paths['/services']!.get!.responses['200']!.content).toEqual({
      'application/json': {
        schema: { type: 'array', items: { $ref: '#/components/schemas/Service' } },
      },
    });
  });

  it('declares every moment it answers as date-time, so generators make dates of them', () => {
    const untyped: string[] = [];
    const visit = (schema: unknown, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Json & { properties?: Record<string, Json>; items?: Json };
      for (const [name, property] of Object.entries(node.properties ?? {})) {
        if (/_at$|^last_login$/.test(name) && !JSON.stringify(property).includes('"date-time"'))
          untyped.push(`${where}.${name}`);
        visit(property, `${where}.${name}`);
      }
      visit(node.items, `${where}[]`);
      for (const key of ['anyOf', 'oneOf', 'allOf'])
        for (const part of (node[key] as unknown[] | undefined) ?? []) visit(part, where);
    };
    for (const [name, schema] of Object.entries(document.components.schemas)) visit(schema, name);
    for (const { path, method, op } of operations)
      for (const [status, answer] of Object.entries(op.responses))
        visit(answer.content?.['application/json']?.schema, `${method} ${path} ${status}`);
    expect(untyped).toEqual([]);
  });

  it('types a refused login for generators and shows its real message', () => {
    const loginError = JSON.stringify(document.components.schemas.LoginError);
    expect(loginError).toContain('"success":{"type":"boolean","const":false}');
    const refused = document.paths['/auth/login']!.post!.responses['401']!.content![
      'application/json'
    ] as { example?: { error?: string } };
    expect(refused.example?.error).toBe(MESSAGES.invalidCredentials);
  });

  it('names the enums clients switch on, so a generator makes one type of each', () => {
    for (const name of ['ContactStatus', 'OutboxStatus', 'TrashEntity', 'Role', 'ApiKeyRole'])
      expect(document.components.schemas[name], name).toHaveProperty('enum');
    const text = JSON.stringify(document);
    expect(text.split('"enum":["novo","em_andamento"').length - 1).toBe(1);
    expect(text.split('"enum":["pending","sent","failed"]').length - 1).toBe(1);
    expect(text.split('"enum":["user","viewer","manager","admin"]').length - 1).toBe(1);
  });

  it('has no request body without a name', () => {
    for (const { path, method, op } of operations) {
      const json = op.requestBody?.content['application/json'];
      if (json) expect(json.schema.$ref, `${method} ${path}`).toMatch(/^#\/components\/schemas\//);
    }
  });

  it('describes every operation in Portuguese, with who may call it', () => {
    for (const { path, method, op } of operations) {
      const where = `${method} ${path}`;
      expect(op.description, where).toMatch(/\S{3,}/);
      const access = procedures.get(where)?.access;
      if (access === 'public') expect(op.description, where).toContain('Aberta, sem login');
      else if (access === 'user') expect(op.description, where).toContain('qualquer usuário');
      else if (access) expect(op.description, where).toContain(`papel ${access}`);
      if (access) expect(op['x-access'], where).toBe(access);
    }
  });

  it('gives every JSON request body an example its procedure accepts', () => {
    for (const { path, method, op } of operations) {
      const where = `${method} ${path}`;
      const json = op.requestBody?.content['application/json'];
      if (!json) continue;
      const name = String(json.schema.$ref).split('/').pop();
      expect(
        json.example,
        `${where}: add ${name} to packages/api/src/openapi-examples.ts`,
      ).toBeTypeOf('object');
      const input = procedures.get(where)?.input as
        | { safeParse(value: unknown): { success: boolean; error?: unknown } }
        | undefined;
      if (!input) continue; // POST /media: the body is the image, not JSON
      const params = Object.fromEntries(
        [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name!, PATH_VALUES[name!]]),
      );
      const parsed = input.safeParse({ ...(json.example as Json), ...params });
      expect(parsed.error, where).toBeUndefined();
    }
  });

  it('documents 401 and 403 on signed-in operations, and 404 only on paths with an id', () => {
    for (const { path, method, op } of operations) {
      const where = `${method} ${path}`;
      const access = procedures.get(where)?.access;
      const statuses = Object.keys(op.responses);
      if (access && access !== 'public') expect(statuses, where).toContain('401');
      if (access && access !== 'public' && access !== 'user')
        expect(statuses, where).toContain('403');
      if (path.includes('{')) expect(statuses, where).toContain('404');
      else if (method === 'get') expect(statuses, where).not.toContain('404');
      if (path !== '/health') expect(statuses, where).toContain('429');
    }
  });

  it('writes the rules the server checks in code into the schemas', () => {
    const schemas = document.components.schemas as Record<string, Json & { properties: Json }>;
    expect((schemas.ReorderInput!.properties.ids as Json).uniqueItems).toBe(true);
    for (const name of ['BannerInput', 'BannerUpdate'])
      expect((schemas[name]!.properties.content as Json).contentMediaType).toBe('application/json');
    expect((schemas.SocialLinkInput!.properties.url as Json).pattern).toBe(
      '^[Hh][Tt][Tt][Pp][Ss]?:',
    );
    expect(JSON.stringify(schemas.CompanyUpdate!.properties.website)).toContain('"format":"uri"');
    const action = new RegExp(
      ((schemas.PopupInput!.properties.button_action as Json).not as { pattern: string }).pattern,
    );
    expect(
      [' JavaScript:alert(1)', 'data:x', 'https://wa.me/1', '/contato'].map((v) => action.test(v)),
    ).toEqual([true, true, false, false]);
    expect(schemas.ContactInput!.anyOf).toEqual([
      expect.objectContaining({ required: ['email'] }),
      expect.objectContaining({ required: ['phone'] }),
    ]);
    // include_inactive: the pattern accepts exactly what the server's query boolean reads.
    const lists = document.paths['/faqs']!.get as unknown as {
      parameters: Array<{ name: string; schema: { pattern: string } }>;
    };
    const pattern = new RegExp(
      lists.parameters.find((p) => p.name === 'include_inactive')!.schema.pattern,
    );
    const read = z.stringbool();
    for (const value of ['true', 'FALSE', 'Yes', 'off', '1', '0', 'n', 'x', '', 'truee', ' true'])
      expect(pattern.test(value), value).toBe(read.safeParse(value).success);
  });

  it('documents the CSV export with its filters and roles', () => {
    const csv = document.paths['/contacts/export.csv']?.get as unknown as {
      parameters: Array<{ name: string }>;
      responses: Record<string, { content?: Record<string, unknown> }>;
      'x-access': string;
    };
    expect(csv.parameters.map((p) => p.name).sort()).toEqual(['order', 'q', 'sort', 'status']);
    expect(Object.keys(csv.responses['200']!.content!)).toEqual(['text/csv']);
    expect(csv['x-access']).toBe('viewer');
    expect(Object.keys(csv.responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
  });
});
