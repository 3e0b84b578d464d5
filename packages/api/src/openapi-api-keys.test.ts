import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

/** The API keys' operations as an integrator reads them in the document. */

type Json = Record<string, unknown>;
interface Operation {
  description: string;
  requestBody?: { content: Record<string, { schema: Json; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
  'x-access'?: string;
}
const document = buildOpenApiDocument('http://localhost:3000/api') as unknown as {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('the API keys in the OpenAPI document', () => {
  const list = document.paths['/api-keys']!.get!;
  const create = document.paths['/api-keys']!.post!;
  const revoke = document.paths['/api-keys/{id}']!.delete!;

  it('names the key, its creation body and the once-only answer', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ApiKey', 'ApiKeyInput', 'ApiKeyCreated']),
    );
    expect(Object.keys(document.components.schemas.ApiKey!.properties as Json)).not.toContain(
      'key',
    );
    expect(list.responses['200']!.content!['application/json']!.schema).toEqual({
      type: 'array',
      items: ref('ApiKey'),
    });
    expect(create.requestBody!.content['application/json']!.schema).toEqual(ref('ApiKeyInput'));
    expect(create.requestBody!.content['application/json']!.example).toEqual({
      name: 'Sistema de agendamento',
      role: 'manager',
    });
    // A creation answers 201, as the server does.
    expect(create.responses['200']).toBeUndefined();
    expect(create.responses['201']!.content!['application/json']!.schema).toEqual(
      ref('ApiKeyCreated'),
    );
  });

  it('says in Portuguese that only an admin with a session manages keys', () => {
    for (const op of [list, create, revoke]) {
      expect(op['x-access']).toBe('admin');
      expect(op.description).toContain('somente o papel admin');
      expect(op.description).toContain('chave de API, qualquer que seja o papel, recebe 403');
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
    }
    expect(create.description).toContain('Responde 201 com `ApiKeyCreated`');
    expect(Object.keys(revoke.responses)).toContain('404');
    expect(document.info.description).toContain('ofk_');
  });
});
