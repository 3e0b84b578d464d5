import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, pageHeading, signIn } from './admin-helpers';
import { e2e, launchBrowser, openPage, type VisitedPage, waitForHydration } from './browser';
import { quietStorage } from './helpers';
import { PUBLIC_ROUTES } from './routes';

/**
 * The Content-Security-Policy every HTML answer carries (apps/server/src/plugins/security-headers.ts)
 * must not block anything of our own: each page below loads, runs its inline scripts (theme,
 * hydration data) and reports no violation — neither a `securitypolicyviolation` event nor a
 * "Refused to …" console error.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** `expected`: console errors the page is meant to cause (its own 404 status, a 401 check). */
async function expectNoViolations(
  { page, problems }: Pick<VisitedPage, 'page' | 'problems'>,
  expected?: RegExp,
): Promise<void> {
  const violations = await page.evaluate(() => window.__cspViolations ?? null);
  expect(violations, 'the violation recorder ran').not.toBeNull();
  expect(violations).toEqual([]);
  expect(problems.filter((problem) => !expected?.test(problem))).toEqual([]);
}

describe('Content-Security-Policy in the browser', () => {
  it.each([...PUBLIC_ROUTES, '/pagina-que-nao-existe'])(
    'public page %s runs with no violation',
    async (path) => {
      const visited = await openPage(browser, path, {
        storage: { ...(await quietStorage()), theme: 'light' },
        prepare: recordViolations,
      });
      const { page, context } = visited;
      await waitForHydration(page);
      // The inline theme script (allowed by its hash) ran before hydration.
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      const csp = (await page.request.get(path)).headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+;/);
      expect(csp).not.toContain('nonce');
      await expectNoViolations(visited, path.startsWith('/pagina') ? /status of 404/ : undefined);
      await context.close();
    },
  );

  it('the admin panel (login form, then signed in) runs with no violation', async () => {
    const signedOut = await openPage(browser, '/admin', { prepare: recordViolations });
    await signedOut.page.getByLabel('Usuário', { exact: true }).waitFor();
    // The session check answers 401 without a session: expected, and no CSP matter.
    await expectNoViolations(signedOut, /status of 401/);
    await signedOut.context.close();

    const token = await adminToken();
    for (const path of ['/admin', '/admin/services', '/admin/faqs', '/admin/company']) {
      const visited = await openPage(browser, path, {
        prepare: async (context) => {
          await signIn(context, token);
          await recordViolations(context);
        },
      });
      await pageHeading(visited.page).waitFor();
      await visited.page.waitForLoadState('networkidle');
      await expectNoViolations(visited);
      await visited.context.close();
    }
  });

  it('the API documentation (Swagger UI) runs with no violation', async () => {
    const visited = await openPage(browser, '/api/docs', { prepare: recordViolations });
    await visited.page.locator('.swagger-ui .info .title').waitFor();
    await visited.page.locator('.opblock').first().waitFor();
    await expectNoViolations(visited);
    await visited.context.close();
  });

  it('the offline page runs its hashed inline scripts, also when the service worker serves it', async () => {
    const direct = await openPage(browser, '/offline.html', {
      storage: { theme: 'light' },
      prepare: recordViolations,
    });
    expect(await direct.page.getAttribute('html', 'data-theme')).toBe('light');
    await expectNoViolations(direct);
    await direct.context.close();

    // With the service worker: a page never visited, asked for without a network.
    const context = await browser.newContext({ baseURL: e2e().baseUrl, serviceWorkers: 'allow' });
    await recordViolations(context);
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        !/ERR_INTERNET_DISCONNECTED|Failed to load/.test(message.text())
      )
        problems.push(message.text());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout: 30_000,
    });
    await context.setOffline(true);
    await page.goto('/faq');
    await page.getByRole('heading', { name: 'Você está sem conexão' }).waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    // Its second script: the retry button reloads (into the offline page again).
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Tentar novamente' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Você está sem conexão' }).waitFor();
    await expectNoViolations({ page, problems });
    await context.close();
  });
});
