import { type ApiDeps, createCaller, createContext } from '@oficina/api';
import { buildWhatsAppLink, type Company, hasRank } from '@oficina/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../cache/content-version';
import { PRIVATE_CACHE_CONTROL } from '../cache/send-answer';
import { sessionCookieOf } from '../session-cookie';

/** How long a visitor (or a crawler) is told to wait before trying again: half an hour. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 1800;

/** What the maintenance page shows: the company's ways to be reached. */
type Contact = Pick<Company, 'name' | 'phone' | 'whatsapp' | 'email'>;

interface State {
  on: boolean;
  contact: Contact | null;
}

/** What to do with a request for a page. */
export type MaintenanceDecision = 'open' | 'closed' | 'admin';

/**
 * The `maintenance_mode` setting, for the public pages. Read once per content version (a write
 * to the setting moves the version, on this instance at once and on others through their
 * notifications), so turning it off shows the normal site on the very next request, and
 * normal operation costs no query per page.
 */
export class MaintenanceGate {
  #read: { version: number; state: Promise<State> } | null = null;

  constructor(
    private readonly deps: ApiDeps,
    private readonly version: ContentVersion,
    private readonly secureCookies: boolean,
  ) {}

  /**
   * Open when the setting is off; otherwise a signed-in admin (valid session cookie) still
   * browses the site, and everyone else gets the maintenance page.
   */
  async decide(request: FastifyRequest): Promise<MaintenanceDecision> {
    // Unreadable (the database is down): the page cache's last good copies beat a closed site.
    const state = await this.#state().catch(() => null);
    if (!state?.on) return 'open';
    const token = sessionCookieOf(request, this.secureCookies);
    if (!token) return 'closed';
    const user = await createContext(this.deps, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      token,
    })
      .getUser()
      .catch(() => null);
    return user && hasRank(user.role, 'admin') ? 'admin' : 'closed';
  }

  /** The 503 page: never kept by a cache, so switching maintenance off shows the site at once. */
  async send(reply: FastifyReply): Promise<FastifyReply> {
    const contact = (await this.#state().catch(() => null))?.contact ?? null;
    return reply
      .code(503)
      .header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS))
      .header('cache-control', PRIVATE_CACHE_CONTROL)
      .type('text/html; charset=utf-8')
      .send(maintenancePage(contact));
  }

  #state(): Promise<State> {
    const version = this.version.value;
    if (this.#read?.version !== version) {
      const state = this.#load();
      this.#read = { version, state };
      // A failed read is not remembered: the next request asks again.
      state.catch(() => {
        if (this.#read?.state === state) this.#read = null;
      });
    }
    return this.#read.state;
  }

  async #load(): Promise<State> {
    const api = createCaller(createContext(this.deps, { ip: null, userAgent: null, token: null }));
    const settings = await api.settings.public();
    if (settings.maintenance_mode !== 'true') return { on: false, contact: null };
    const company = await api.company.get().catch(() => null);
    return { on: true, contact: company };
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "tel:" href for a Brazilian number as people write it ("(21) 2671-4455"). */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
}

const STYLE =
  ':root{color-scheme:light dark}' +
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:3rem 1.25rem;line-height:1.6;font-size:1.0625rem}' +
  'h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}' +
  '.brand{font-weight:700;margin:0 0 .5rem}' +
  'ul{list-style:none;padding:0;margin:1.5rem 0;display:grid;gap:.75rem}' +
  'a{display:inline-block;padding:.5rem 0;font-weight:600}' +
  '.nb{white-space:nowrap}';

/**
 * Small, self-contained and without scripts: it must work while the site's own scripts and
 * data are the very thing being worked on, and on any phone.
 */
export function maintenancePage(contact: Contact | null): string {
  const name = contact?.name.trim() || 'Oficina';
  const ways: string[] = [];
  if (contact?.whatsapp.replace(/\D/g, '')) {
    ways.push(
      `<li>WhatsApp: <a href="${escapeHtml(buildWhatsAppLink(contact.whatsapp, 'Olá! Vi que o site está em manutenção e gostaria de atendimento.'))}">` +
        `<span class="nb">${escapeHtml(contact.whatsapp)}</span></a></li>`,
    );
  }
  if (contact?.phone.replace(/\D/g, '')) {
    ways.push(
      `<li>Telefone: <a href="${escapeHtml(telHref(contact.phone))}">` +
        `<span class="nb">${escapeHtml(contact.phone)}</span></a></li>`,
    );
  }
  if (contact?.email.trim()) {
    ways.push(
      `<li>E-mail: <a href="mailto:${escapeHtml(contact.email.trim())}">${escapeHtml(contact.email.trim())}</a></li>`,
    );
  }
  const reach = ways.length
    ? `<p>Enquanto isso, continuamos atendendo normalmente:</p><ul>${ways.join('')}</ul>`
    : '<p>Enquanto isso, continuamos atendendo normalmente na oficina.</p>';
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    `<title>Site em manutenção — ${escapeHtml(name)}</title>` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex">' +
    `<style>${STYLE}</style></head><body><main>` +
    `<p class="brand">${escapeHtml(name)}</p><h1>Site em manutenção</h1>` +
    '<p>Nosso site está passando por uma manutenção rápida e volta em breve.</p>' +
    `${reach}</main></body></html>`
  );
}
