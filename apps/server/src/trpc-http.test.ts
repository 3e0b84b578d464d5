import type { AppRouter } from '@oficina/api';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}/trpc`;
});
afterAll(() => t.close());

const client = (token?: string) =>
  createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({ url, headers: () => (token ? { authorization: `Bearer ${token}` } : {}) }),
    ],
  });

describe('tRPC over HTTP (the web app’s transport)', () => {
  it('answers typed queries, batched into one request', async () => {
    const api = client();
    const [services, faqs, company, health] = await Promise.all([
      api.services.list.query({}),
      api.faqs.list.query({}),
      api.company.get.query(),
      api.health.check.query(),
    ]);
    expect(services.length).toBeGreaterThanOrEqual(8);
    expect(faqs.every((faq) => faq.active)).toBe(true);
    expect(company.name).toBeTruthy();
    expect(health.status).toBe('ok');
  });

  it('runs mutations with the session of the caller', async () => {
    const token = await t.tokenFor('manager');
    const created = await client(token).faqs.create.mutate({
      question: 'Vocês atendem aos domingos?',
      answer: 'Não, apenas de segunda a sábado.',
      display_order: 99,
      active: true,
    });
    expect(created.id).toBeGreaterThan(0);
  });

  it('rejects unauthenticated mutations with the login-required message', async () => {
    const error = await client()
      .faqs.create.mutate({
        question: 'Pergunta?',
        answer: 'Resposta',
        display_order: 0,
        active: true,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).message).toBe(
      'Você precisa estar logado para acessar esta página.',
    );
    expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(401);
  });

  it('reports validation issues per field', async () => {
    const token = await t.tokenFor('manager');
    const error = (await client(token)
      .testimonials.create.mutate({ name: 'Ana', content: 'Ótimo serviço', rating: 9 })
      .catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(error.data?.httpStatus).toBe(400);
    expect(error.data?.issues?.[0]?.path).toEqual(['rating']);
  });
});
