import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableUrl, MAX_LOGGED_URL, OMITTED } from './loggable-url';
import { startTestApp, type TestApp } from './testing/test-app';
import { wireRequest } from './testing/wire';

describe('loggableUrl', () => {
  it('replaces the values of secret query parameters, whatever their case or encoding', () => {
    expect(loggableUrl('/admin/redefinir-senha?token=abc123')).toBe(
      `/admin/redefinir-senha?token=${OMITTED}`,
    );
    expect(loggableUrl('/x?a=1&TOKEN=s&%74oken=s2&api_key=k&b=2')).toBe(
      `/x?a=1&TOKEN=${OMITTED}&%74oken=${OMITTED}&api_key=${OMITTED}&b=2`,
    );
  });

  it('leaves other URLs as they are', () => {
    expect(loggableUrl('/busca?q=ar+condicionado&page=2')).toBe('/busca?q=ar+condicionado&page=2');
    expect(loggableUrl('/servicos')).toBe('/servicos');
    expect(loggableUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });

  it('cuts a very long URL and says how much was left out', () => {
    const url = `/trpc/${'services.list,'.repeat(400)}`;
    const logged = loggableUrl(url)!;
    expect(logged.startsWith(url.slice(0, MAX_LOGGED_URL))).toBe(true);
    expect(logged).toContain(`…(+${url.length - MAX_LOGGED_URL} caracteres)`);
  });
});

describe('the request log over a real socket', () => {
  let t: TestApp;
  let base: string;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({
      config: { LOG_LEVEL: 'info' },
      onLogLine: (line) => lines.push(line),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (typeof address !== 'object' || !address) throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.close());

  it('never writes a password-reset token, and still logs the request', async () => {
    const token = randomBytes(24).toString('base64url');
    const answer = await wireRequest(base, `/admin/redefinir-senha?token=${token}`);
    expect(answer.status).toBe(200);
    const log = lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).toContain(`/admin/redefinir-senha?token=${OMITTED}`);
  });

  it('keeps each line of a long batch URL short', async () => {
    lines.length = 0;
    const path = `/trpc/${Array.from({ length: 300 }, () => 'services.list').join(',')}?batch=1`;
    await wireRequest(base, path);
    const requestLines = lines.filter((line) => line.includes('"req"'));
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.length).toBeLessThan(MAX_LOGGED_URL + 500);
  });
});
