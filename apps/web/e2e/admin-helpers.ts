import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, openPage, type VisitedPage } from './browser';

/** The session cookie the server sets at login (apps/server/src/session-cookie.ts). */
const SESSION_COOKIE = 'oficina_session';

/** Every page of the panel (apps/admin/src/layout/nav-items.ts), by path inside /admin. */
export const ADMIN_PAGES = [
  '/',
  '/contact',
  '/agenda',
  '/services',
  '/testimonials',
  '/faqs',
  '/portfolio',
  '/about',
  '/blog',
  '/media',
  '/content',
  '/popups',
  '/banners',
  '/attention-grabber',
  '/urgency-banner',
  '/offer-banner',
  '/company',
  '/whatsapp',
  '/social-links',
  '/users',
  '/settings',
  '/backup',
  '/audit',
] as const;

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** One call to the REST API, as a script would make it (Bearer token, JSON). */
export async function api<T = unknown>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${e2e().baseUrl}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A session token for `username` (POST /api/auth/login). */
export async function apiLogin(username: string, password: string): Promise<string> {
  const res = await api<{ token: string }>('POST', '/auth/login', {
    body: { username, password },
  });
  if (res.status !== 200) throw new Error(`login of ${username} answered ${res.status}`);
  return res.body.token;
}

let adminTokenPromise: Promise<string> | undefined;

/** A session of the e2e administrator, made once per test file. */
export function adminToken(): Promise<string> {
  const { admin } = e2e();
  adminTokenPromise ??= apiLogin(admin.username, admin.password);
  return adminTokenPromise;
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
}

/** A fresh account with `role`, created by the administrator through POST /api/users. */
export async function createUserViaApi(
  role: 'user' | 'viewer' | 'manager' | 'admin',
): Promise<TestUser> {
  const username = `e2e-${role}-${randomUUID().slice(0, 8)}`;
  const password = `senha-${randomUUID()}`;
  const res = await api<{ id: number }>('POST', '/users', {
    token: await adminToken(),
    body: { username, password, role },
  });
  if (res.status !== 200) throw new Error(`POST /api/users answered ${res.status}`);
  return { id: res.body.id, username, password };
}

/** A short text no other test (or earlier run) uses, for titles the test looks for later. */
export const uniqueText = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** Puts a session of the administrator in the context, as a login in the panel would. */
export async function signIn(context: BrowserContext, token?: string): Promise<void> {
  const value = token ?? (await adminToken());
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value,
      url: e2e().baseUrl,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/**
 * `path` of the panel (e.g. '/services') in a fresh context; `signedIn` starts it with a
 * session of the administrator (its own, so a logout elsewhere never ends it).
 */
export async function openAdmin(
  browser: Browser,
  path = '/',
  options: {
    signedIn?: boolean;
    theme?: 'dark' | 'light';
    viewport?: { width: number; height: number };
  } = {},
): Promise<VisitedPage> {
  let token: string | undefined;
  if (options.signedIn) {
    const { admin } = e2e();
    token = await apiLogin(admin.username, admin.password);
  }
  return openPage(browser, `/admin${path === '/' ? '' : path}`, {
    viewport: options.viewport,
    storage: options.theme ? { theme: options.theme } : undefined,
    prepare: token ? (context) => signIn(context, token) : undefined,
  });
}

export const loginForm = (page: Page) => ({
  username: page.getByLabel('Usuário', { exact: true }),
  password: page.getByLabel('Senha', { exact: true }),
  submit: page.getByRole('button', { name: 'Entrar' }),
});

/** Signs in through the login form shown by the panel. */
export async function loginWith(page: Page, username: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/** The panel's page heading (inside <main>). */
export const pageHeading = (page: Page, name?: string): Locator =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

/** Signs in as the e2e administrator through the login form and waits for the dashboard. */
export async function loginAsAdmin(page: Page): Promise<void> {
  const { admin } = e2e();
  await loginWith(page, admin.username, admin.password);
  await page.getByRole('navigation', { name: 'Páginas do painel' }).waitFor();
}

/**
 * Console problems other than the browser's own line for an expected 401: asking the server
 * who is logged in (auth.me) answers 401 before a login, and the browser logs every failed
 * response as "Failed to load resource".
 */
export function unexpectedProblems(problems: string[]): string[] {
  return problems.filter(
    (problem) =>
      !/Failed to load resource: the server responded with a status of 401/.test(problem),
  );
}

/** The toast (sonner) with `text`. */
export const toastWith = (page: Page, text: string): Locator =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The panel's open modal dialog named `name` (editor or confirmation). */
export const dialogNamed = (page: Page, name: string): Locator =>
  page.getByRole('dialog', { name, exact: true });

/** Fresh HTML of a public page (no cache), as a new visitor gets it. */
export async function publicHtml(path: string): Promise<string> {
  const res = await fetch(`${e2e().baseUrl}${path}`, { headers: { 'cache-control': 'no-cache' } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

/**
 * Fails on any WCAG 2.2 AA violation axe-core finds in the page as it stands. Dialogs, cards
 * and toasts fade in: they are checked once their animations have finished (endless spinners
 * aside), or a half-transparent text reads as too little contrast.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
