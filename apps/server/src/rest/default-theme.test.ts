import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * `dark_mode` picks the theme of a first visit. Kept pages are the same bytes for everyone, so
 * the default is written into the page (<html data-default-theme>) and the inline theme script
 * lets a visitor's stored choice win over it (theme-script.test.ts in apps/web).
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

const htmlTag = async (path: string) => {
  const res = await t.request('GET', path);
  expect(res.statusCode).toBe(200);
  return /<html[^>]*>/.exec(res.body)?.[0] ?? '';
};

const setDarkMode = async (value: 'true' | 'false') => {
  const res = await t.request('PUT', '/api/settings/dark_mode', { token: admin, body: { value } });
  expect(res.statusCode, res.body).toBe(200);
};

describe('dark_mode', () => {
  it('renders dark by default and light once dark_mode is "false"', async () => {
    expect(await htmlTag('/')).toContain('data-theme="dark"');
    expect(await htmlTag('/')).toContain('data-default-theme="dark"');

    await setDarkMode('false');
    try {
      for (const path of ['/', '/servicos']) {
        const tag = await htmlTag(path);
        expect(tag, path).toContain('data-theme="light"');
        expect(tag, path).toContain('data-default-theme="light"');
      }
      const home = await t.request('GET', '/');
      expect(home.body).toMatch(/<meta name="theme-color" content="#f4f8fc"\s*\/?>/);
    } finally {
      await setDarkMode('true');
    }
    expect(await htmlTag('/')).toContain('data-default-theme="dark"');
  });
});
