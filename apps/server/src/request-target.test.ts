import { MESSAGES } from '@oficina/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from './testing/request-shapes';
import { startTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const get = (target: string, headers: string[] = []) =>
  sendRaw(port, '127.0.0.1', { method: 'GET', target, headers });

describe('request targets, read one way before routing', () => {
  it('serves an absolute-form target naming this site as its path', async () => {
    for (const host of [`127.0.0.1:${port}`, 'localhost:3000', 'LOCALHOST:3000']) {
      const answer = await get(`http://${host}/api/faqs`);
      expect(answer.status, host).toBe(200);
      expect(Array.isArray(JSON.parse(answer.text)), host).toBe(true);
    }
    expect((await get(`http://127.0.0.1:${port}`)).status).toBe(200);
  });

  it('refuses a target naming another host, in the shape of its path', async () => {
    const api = await get('http://x/api/faqs');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.text).error).toBe(MESSAGES.foreignTarget);
    const trpc = await get('https://outro.exemplo/trpc/faqs.list');
    expect(trpc.status).toBe(400);
    expect(JSON.parse(trpc.text).error.message).toBe(MESSAGES.foreignTarget);
    const page = await get('http://x/servicos');
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it('refuses a fragment anywhere in the target', async () => {
    for (const target of [
      '/api/faqs#a',
      '/api/faqs?x=1#a',
      '/#topo',
      `http://127.0.0.1:${port}/api/faqs#x`,
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(answer.headers['cache-control'], target).toBe('no-store');
    }
    expect(JSON.parse((await get('/api/faqs#a')).text).error).toBe(MESSAGES.fragmentInTarget);
  });

  it('refuses two Host headers, whatever their values', async () => {
    for (const hosts of [
      ['localhost', 'localhost'],
      ['localhost', 'evil.example'],
    ]) {
      const answer = await get('/api/faqs', ['Host', hosts[0]!, 'Host', hosts[1]!]);
      expect(answer.status, hosts.join()).toBe(400);
      expect(JSON.parse(answer.text).error).toBe(MESSAGES.duplicateHost);
    }
  });
});
