import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '../plugins/maintenance';
import { SESSION_COOKIE } from '../session-cookie';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * `maintenance_mode` = "true" closes the public pages with a 503 and a Portuguese page that
 * says how to reach the workshop; the API, the panel, files and health checks keep working,
 * and a signed-in admin still browses the site (with a notice). Switching it off opens the
 * site on the very next request.
 */

let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor('admin');
  manager = await t.tokenFor('manager');
});
afterAll(() => t.close());

const setMaintenance = async (on: boolean) => {
  const res = await t.request('PUT', '/api/settings/maintenance_mode', {
    token: admin,
    body: { value: String(on) },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const asCookie = (token: string) => ({ headers: { cookie: `${SESSION_COOKIE}=${token}` } });

describe('maintenance mode', () => {
  it('closes the pages, keeps everything else, lets an admin in and reopens at once', async () => {
    // Kept before the switch: the closed site must not be served from these copies.
    expect((await t.request('GET', '/')).statusCode).toBe(200);
    expect((await t.request('GET', '/contato')).statusCode).toBe(200);

    await setMaintenance(true);
    try {
      for (const path of ['/', '/contato', '/servicos', '/blog', '/pagina-que-nao-existe']) {
        const res = await t.request('GET', path);
        expect(res.statusCode, path).toBe(503);
        expect(res.headers['retry-after'], path).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
        expect(res.headers['cache-control'], path).toBe('no-store');
        expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(res.body, path).toContain('<html lang="pt-BR">');
        expect(res.body, path).toContain('<h1>Site em manutenção</h1>');
        // The company's phone and WhatsApp, shown and linked; no script at all.
        expect(res.body).toContain('(21) 2671-4455');
        expect(res.body).toContain('href="tel:+552126714455"');
        expect(res.body).toContain('(21) 99876-5432');
        expect(res.body).toContain('href="https://wa.me/5521998765432?text=');
        expect(res.body).not.toContain('<script');
      }

      // The API, tRPC, the panel, static files and health checks are not pages.
      expect((await t.request('GET', '/api/services')).statusCode).toBe(200);
      expect((await t.request('GET', '/api/health')).statusCode).toBe(200);
      expect((await t.request('GET', '/livez')).statusCode).toBe(200);
      expect((await t.request('GET', '/trpc/services.list')).statusCode).toBe(200);
      expect((await t.request('GET', '/robots.txt')).statusCode).toBe(200);
      expect((await t.request('GET', '/sitemap.xml')).statusCode).toBe(200);
      expect((await t.request('GET', '/media/favicon.svg')).statusCode).toBe(200);
      const panel = await t.request('GET', '/admin/');
      expect(panel.statusCode).toBe(200);
      expect(panel.body).not.toContain('Site em manutenção');
      const write = await t.request('PUT', '/api/settings/author', {
        token: admin,
        body: { value: 'Equipe FrioCar' },
      });
      expect(write.statusCode).toBe(200);

      // A signed-in admin browses the real site, told that visitors see the maintenance page,
      // in a copy no shared cache may keep.
      const asAdmin = await t.request('GET', '/contato', asCookie(admin));
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['cache-control']).toBe('no-store');
      expect(asAdmin.body).toContain(
        'Site em manutenção: os visitantes veem a página de manutenção',
      );
      expect(asAdmin.body).toContain('<h1');

      // Below admin, an unknown or ended session: the maintenance page.
      for (const cookie of [asCookie(manager), asCookie('sessao-inventada')]) {
        expect((await t.request('GET', '/contato', cookie)).statusCode).toBe(503);
      }
      const leaving = await t.tokenFor('admin');
      expect((await t.request('GET', '/contato', asCookie(leaving))).statusCode).toBe(200);
      const signedOut = await t.request('POST', '/api/auth/logout', { token: leaving });
      expect(signedOut.statusCode).toBe(200);
      expect((await t.request('GET', '/contato', asCookie(leaving))).statusCode).toBe(503);
    } finally {
      await setMaintenance(false);
    }

    // Back at once: no copy of the closed site, and no maintenance notice, is served.
    for (const path of ['/', '/contato']) {
      const res = await t.request('GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain('Site em manutenção');
    }
  });
});
