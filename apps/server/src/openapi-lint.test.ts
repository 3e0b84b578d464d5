import { buildOpenApiDocument } from '@oficina/api';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';

/**
 * The OpenAPI document (the one GET /api/openapi.json serves) passes Redocly's `recommended`
 * rules plus a few stricter ones, with no error and no warning beyond the accepted ones below.
 */

const RULES = {
  // Opted in beyond `recommended`.
  'operation-4xx-response': 'error',
  'operation-tag-defined': 'error',
  'operation-singular-tag': 'error',
  'tag-description': 'error',
  'parameter-description': 'error',
  'paths-kebab-case': 'error',
  'no-unused-components': 'error',
  // What a client generator and an integrator read: a description on every operation, and
  // examples (request bodies, CSV, errors) that their own schemas accept, with no extra field.
  'operation-description': 'error',
  'no-invalid-media-type-examples': { severity: 'error', allowAdditionalProperties: false },
  'no-invalid-parameter-examples': { severity: 'error', allowAdditionalProperties: false },
  'no-invalid-schema-examples': { severity: 'error', allowAdditionalProperties: false },
  'component-name-unique': 'error',
  // Word by word: "blog-posts" names posts, not the POST method.
  'no-http-verbs-in-paths': { severity: 'error', splitIntoWords: true },
  // Cannot apply: a private API of one workshop grants no license to anyone.
  'info-license': 'off',
  // Cannot apply: the server URL is the instance's PUBLIC_URL; this test's document uses localhost.
  'no-server-example.com': 'off',
} as const;

/** Problems that stay, each with the reason it cannot be fixed. */
const ACCEPTED: Array<{ ruleId: string; pointer: RegExp; reason: string }> = [
  {
    ruleId: 'no-ambiguous-paths',
    pointer: /^#\/paths\/~1users~1\{id\}~1toggle-status$/,
    reason:
      'API clients rely on both /users/username/{username} (GET) and ' +
      '/users/{id}/toggle-status (PUT); their methods differ, so no request is ambiguous',
  },
  {
    ruleId: 'operation-4xx-response',
    pointer: /^#\/paths\/~1health\/get\/responses$/,
    reason:
      'the health check takes no parameter or body and counts against no rate limit: nothing ' +
      'a client sends can be refused (its 500 and 503 are documented)',
  },
];

const pointerOf = (problem: NormalizedProblem) => problem.location[0]?.pointer ?? '';
const describeProblem = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} at ${pointerOf(problem)}: ${problem.message}`;

describe('the OpenAPI document', () => {
  it('passes the Redocly linter (recommended rules and stricter ones)', async () => {
    const document = buildOpenApiDocument('http://localhost:3000/api');
    const config = await createConfig({ extends: ['recommended'], rules: RULES as never });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config,
    });
    const unexpected = problems.filter(
      (problem) =>
        !ACCEPTED.some(
          (accepted) =>
            accepted.ruleId === problem.ruleId && accepted.pointer.test(pointerOf(problem)),
        ),
    );
    expect(unexpected.map(describeProblem)).toEqual([]);
  });

  it('describes every failure with the error shape the API answers', () => {
    const document = buildOpenApiDocument('http://localhost:3000/api') as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { required?: string[] }> };
    };
    expect(document.components.schemas.Error?.required).toEqual(['error', 'code', 'request_id']);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400) continue;
          const ref = (response as { content: Record<string, { schema: { $ref?: string } }> })
            .content['application/json']?.schema.$ref;
          expect(ref, `${method} ${path} ${status}`).toMatch(
            path === '/auth/login' ? /\/LoginError$/ : /\/Error$/,
          );
        }
        expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
          expect.arrayContaining(['500', '503']),
        );
      }
    }
  });
});
