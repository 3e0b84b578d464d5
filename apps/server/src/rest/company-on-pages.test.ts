import { SITE_PAGES } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/rest-suite';

/**
 * The company record ("Empresa", PUT /api/company) is the one place the workshop's numbers are
 * typed: after a change, every server-rendered page shows and links the new ones — header top
 * bar, footer, contact page, JSON-LD, every wa.me link, the texts typed in "Textos do site"
 * (the privacy and LGPD pages name them by placeholder) — and the old ones nowhere.
 */

const s = useTestApp({ roles: ['manager'] });

/** Every public page (the legal pages among them). */
const PAGES = SITE_PAGES.map((page) => page.path);

/** The seeded numbers, in every way a page could write them. */
const OLD = ['99876-5432', '998765432', '2671-4455', '26714455'];
const NEW_WHATSAPP = '(21) 97654-3210';
const NEW_PHONE = '(21) 3456-7890';
const OLD_EMAIL = 'contato@friocarclimatizacao.com.br';
const NEW_EMAIL = 'atendimento@friocar.example';
// The whole street address: the about page's history may well name the street the shop began in.
const OLD_STREET = 'Rua José de Alvarenga, 1234';
const NEW_ADDRESS =
  'Avenida Brigadeiro Lima e Silva, 500 - Jardim 25 de Agosto, Duque de Caxias - RJ';

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
      const before = await s.t.request('GET', path);
      expect(before.statusCode, path).toBe(200);
      expect(waNumbers(before.body).length, path).toBeGreaterThan(0);
      expect(
        waNumbers(before.body).every((n) => n === '5521998765432'),
        path,
      ).toBe(true);
    }

    const company = (await s.t.request('GET', '/api/company')).json();
    const { updated_at: _updatedAt, ...fields } = company;
    const put = await s.t.request('PUT', '/api/company', {
      token: s.manager,
      body: {
        ...fields,
        whatsapp: NEW_WHATSAPP,
        phone: NEW_PHONE,
        email: NEW_EMAIL,
        address: NEW_ADDRESS,
      },
    });
    expect(put.statusCode, put.body).toBe(200);

    for (const path of PAGES) {
      const res = await s.t.request('GET', path);
      expect(res.statusCode, path).toBe(200);
      const html = res.body;
      const links = waNumbers(html);
      expect(links.length, path).toBeGreaterThan(0);
      expect(new Set(links), path).toEqual(new Set(['5521976543210']));
      // Shown numbers: the footer's phone and WhatsApp, and the top bar's phone.
      expect(html, path).toContain('97654-3210');
      expect(html, path).toContain('3456-7890');
      expect(html, path).toContain('href="tel:+552134567890"');
      for (const old of [...OLD, OLD_EMAIL, OLD_STREET])
        expect(html, `${path} still has ${old}`).not.toContain(old);
      expect(html, path).toContain(NEW_EMAIL);
      // No placeholder is ever shown as typed.
      expect(html, path).not.toMatch(/\{(telefone|whatsapp|email|endereco|horario)\}/);
      const telephones = JSON.stringify(jsonLd(html)).match(/"telephone":"[^"]*"/g) ?? [];
      expect(telephones.length, path).toBeGreaterThan(0);
      for (const telephone of telephones) expect(telephone, path).toMatch(/3456.?7890/);
    }

    // The legal texts name the controller's address and e-mail from the record.
    for (const path of ['/politica-privacidade', '/lgpd']) {
      const html = (await s.t.request('GET', path)).body;
      const text = html.slice(html.indexOf('<article'), html.indexOf('legal__company'));
      expect(text, path).toContain(NEW_EMAIL);
      expect(text, path).toContain('Brigadeiro Lima e Silva');
      expect(text, path).toContain('3456-7890');
    }

    // The WhatsApp settings answer the same number, read-only.
    expect((await s.t.request('GET', '/api/whatsapp-settings')).json().phone_number).toBe(
      NEW_WHATSAPP,
    );
  });
});
