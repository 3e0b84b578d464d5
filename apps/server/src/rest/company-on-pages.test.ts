import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The company record ("Empresa", PUT /api/company) is the one place the workshop's numbers are
 * typed: after a change, every server-rendered page shows and links the new ones — header top
 * bar, footer, contact page, JSON-LD, every wa.me link — and the old ones nowhere.
 */

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.tokenFor('manager');
});
afterAll(() => t.close());

const PAGES = ['/', '/contato', '/servicos'];

/** The seeded numbers, in every way a page could write them. */
const OLD = ['99876-5432', '998765432', '2671-4455', '26714455'];
const NEW_WHATSAPP = '(21) 97654-3210';
const NEW_PHONE = '(21) 3456-7890';

const waNumbers = (html: string) =>
  [...html.matchAll(/wa\.me\/(\d*)/g)].map((match) => match[1] as string);

const jsonLd = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as unknown,
  );

describe('the company record drives every page', () => {
  it('shows and links the new WhatsApp number and phone, and never the old ones', async () => {
    // Pages are kept per content version: render them once before the change, so the test
    // also shows that the write makes the kept copies stale.
    for (const path of PAGES) {
      const before = await t.request('GET', path);
      expect(before.statusCode, path).toBe(200);
      expect(waNumbers(before.body).length, path).toBeGreaterThan(0);
      expect(
        waNumbers(before.body).every((n) => n === '5521998765432'),
        path,
      ).toBe(true);
    }

    const company = (await t.request('GET', '/api/company')).json();
    const { updated_at: _updatedAt, ...fields } = company;
    const put = await t.request('PUT', '/api/company', {
      token: manager,
      body: { ...fields, whatsapp: NEW_WHATSAPP, phone: NEW_PHONE },
    });
    expect(put.statusCode, put.body).toBe(200);

    for (const path of PAGES) {
      const res = await t.request('GET', path);
      expect(res.statusCode, path).toBe(200);
      const html = res.body;
      const links = waNumbers(html);
      expect(links.length, path).toBeGreaterThan(0);
      expect(new Set(links), path).toEqual(new Set(['5521976543210']));
      // Shown numbers: the footer's phone and WhatsApp, and the top bar's phone.
      expect(html, path).toContain('97654-3210');
      expect(html, path).toContain('3456-7890');
      expect(html, path).toContain('href="tel:+552134567890"');
      for (const old of OLD) expect(html, `${path} still has ${old}`).not.toContain(old);
      const telephones = JSON.stringify(jsonLd(html)).match(/"telephone":"[^"]*"/g) ?? [];
      expect(telephones.length, path).toBeGreaterThan(0);
      for (const telephone of telephones) expect(telephone, path).toMatch(/3456.?7890/);
    }

    // The WhatsApp settings answer the same number, read-only.
    expect((await t.request('GET', '/api/whatsapp-settings')).json().phone_number).toBe(
      NEW_WHATSAPP,
    );
  });
});
