import type { Role } from '@oficina/core';

/**
 * Who may call each tRPC procedure of `appRouter`: the table the role matrix
 * (`rest/role-matrix.test.ts`) checks every procedure against, on REST and on tRPC.
 *
 * `access` is the lowest caller let through: `'public'` (anyone, signed in or not) or a role,
 * which also lets every role above it through. Anyone below gets 403, and an anonymous caller
 * of a non-public procedure 401. A procedure missing here, or an entry for a procedure that no
 * longer exists, fails the matrix: adding a procedure means deciding who may call it.
 */

export type Access = 'public' | Role;

export interface Variant {
  /** What the variant changes, for failure messages. */
  label: string;
  /** Merged over the procedure's input. */
  input: Record<string, unknown>;
  access: Access;
}

export interface ProcedureExpectation {
  access: Access;
  /**
   * The input of the matrix's calls (path params included), replacing the default: every path
   * param from `DEFAULT_PARAMS`, nothing else. Queries must get an input that is valid (the
   * allowed answer is 200, or 404 for a row that does not exist); mutations one that fails
   * after the access check (400 or 404), so the matrix changes nothing.
   */
  input?: Record<string, unknown>;
  /** Same procedure with an input that needs a higher role (hidden rows, private keys). */
  variants?: Variant[];
  /** An allowed call succeeds and ends the session it used: each such call gets a new one. */
  endsSession?: true;
}

/** Path params that match no row (or a real, public one where the procedure needs it). */
export const DEFAULT_PARAMS: Record<string, string | number> = {
  /** The largest id an integer column holds: valid, never a row. */
  id: 2_147_483_647,
  key: 'chave_inexistente',
  slug: 'post-inexistente',
  username: 'usuario-inexistente',
  name: 'contexto_inexistente',
  page: 'home',
  position: 'hero',
};

/** `include_inactive=true` (rows hidden from the public) needs a viewer. */
const HIDDEN: Variant = {
  label: 'include_inactive=true',
  input: { include_inactive: 'true' },
  access: 'viewer',
};

const publicWithHidden: ProcedureExpectation = { access: 'public', variants: [HIDDEN] };

export const PROCEDURE_ACCESS: Record<string, ProcedureExpectation> = {
  'about.get': { access: 'public' },
  'about.update': { access: 'manager', input: { founded_year: 'não é um ano' } },
  'about.patch': { access: 'manager', input: { founded_year: 'não é um ano' } },

  'apiKeys.list': { access: 'admin' },
  'apiKeys.create': { access: 'admin', input: { name: '', role: 'dono' } },
  'apiKeys.revoke': { access: 'admin' },

  'audit.list': { access: 'admin' },

  'auth.login': { access: 'public' },
  'auth.logout': { access: 'user', endsSession: true },
  'auth.me': { access: 'user' },
  // Without a body both answer 400: a reset needs a name, a confirmation a token and password.
  'auth.requestPasswordReset': { access: 'public' },
  'auth.confirmPasswordReset': { access: 'public' },
  'auth.checkPasswordReset': { access: 'public' },

  'backup.status': { access: 'admin' },
  // Only 'content' is accepted: the matrix's call is refused after the check, nothing audited.
  'backup.startContentExport': { access: 'admin', input: { scope: 'tudo' } },

  'banners.list': publicWithHidden,
  'banners.byId': publicWithHidden,
  'banners.byKey': publicWithHidden,
  'banners.byPosition': { access: 'public' },
  'banners.onPage': { access: 'public', input: { page: '/servicos' } },
  'banners.create': { access: 'manager' },
  'banners.update': { access: 'manager' },
  'banners.patch': { access: 'manager' },
  'banners.delete': { access: 'manager' },

  'blog.list': publicWithHidden,
  'blog.page': publicWithHidden,
  'blog.byId': publicWithHidden,
  'blog.bySlug': publicWithHidden,
  'blog.create': { access: 'manager' },
  'blog.update': { access: 'manager' },
  'blog.patch': { access: 'manager' },
  'blog.delete': { access: 'manager' },

  // A link code that opens nothing: valid in shape, so the answer is the 404 after the check.
  'bookings.availability': {
    access: 'public',
    input: { service_id: 2_147_483_647, from: '2026-03-02', to: '2026-03-03' },
  },
  'bookings.create': { access: 'public' },
  'bookings.createByStaff': { access: 'manager' },
  'bookings.manage': { access: 'public', input: { token: 'A'.repeat(43) } },
  'bookings.manageCalendar': { access: 'public', input: { token: 'A'.repeat(43) } },
  'bookings.manageAvailability': {
    access: 'public',
    input: { token: 'A'.repeat(43), from: '2026-03-02', to: '2026-03-03' },
  },
  'bookings.manageCancel': { access: 'public', input: { token: 'A'.repeat(43) } },
  'bookings.manageReschedule': { access: 'public', input: { token: 'A'.repeat(43) } },
  'bookings.list': { access: 'viewer' },
  'bookings.deleted': { access: 'viewer' },
  'bookings.feedStatus': { access: 'admin' },
  // Refused after the check (the procedure takes no input): the matrix makes no new feed.
  'bookings.rotateFeed': { access: 'admin', input: { agora: true } },
  'bookings.calendar': { access: 'public', input: { token: 'não é o código' } },
  'bookings.byId': { access: 'viewer' },
  'bookings.moveOptions': {
    access: 'manager',
    input: { id: 2_147_483_647, from: '2026-03-02', to: '2026-03-03' },
  },
  'bookings.update': { access: 'manager', input: { status: 'talvez' } },
  'bookings.patch': { access: 'manager', input: { status: 'talvez' } },
  'bookings.delete': { access: 'manager' },

  'company.get': { access: 'public' },
  'company.update': { access: 'manager', input: { email: 'não é um e-mail' } },
  'company.patch': { access: 'manager', input: { email: 'não é um e-mail' } },

  'contacts.list': { access: 'viewer' },
  'contacts.exportBatch': { access: 'viewer' },
  'contacts.byId': { access: 'viewer' },
  'contacts.create': { access: 'public' },
  'contacts.updateStatus': { access: 'manager' },
  'contacts.deleted': { access: 'viewer' },
  'contacts.delete': { access: 'manager' },

  'dashboard.summary': { access: 'viewer' },

  'editableContent.list': { access: 'public' },
  'editableContent.byKey': { access: 'public' },
  'editableContent.upsert': { access: 'manager' },
  'editableContent.patch': { access: 'manager' },
  'editableContent.delete': { access: 'manager' },

  'faqs.list': publicWithHidden,
  'faqs.byId': publicWithHidden,
  'faqs.create': { access: 'manager' },
  'faqs.reorder': { access: 'manager' },
  'faqs.update': { access: 'manager' },
  'faqs.patch': { access: 'manager' },
  'faqs.delete': { access: 'manager' },

  'health.check': { access: 'public' },

  'marketing.all': { access: 'public' },
  'marketing.attentionGrabber': { access: 'public' },
  'marketing.updateAttentionGrabber': { access: 'manager', input: { rotation_ms: -1 } },
  'marketing.patchAttentionGrabber': { access: 'manager', input: { rotation_ms: -1 } },
  'marketing.urgencyBanner': { access: 'public' },
  'marketing.updateUrgencyBanner': { access: 'manager', input: { rotation_ms: -1 } },
  'marketing.patchUrgencyBanner': { access: 'manager', input: { rotation_ms: -1 } },
  'marketing.offerBanner': { access: 'public' },
  'marketing.updateOfferBanner': { access: 'manager', input: { discount_percentage: -1 } },
  'marketing.patchOfferBanner': { access: 'manager', input: { discount_percentage: -1 } },

  'media.list': { access: 'manager' },
  'media.byId': { access: 'manager' },
  'media.update': { access: 'manager', input: { alt: 7 } },
  'media.patch': { access: 'manager', input: { alt: 7 } },
  'media.delete': { access: 'manager' },

  'popups.list': publicWithHidden,
  'popups.active': { access: 'public' },
  'popups.byId': publicWithHidden,
  'popups.create': { access: 'manager' },
  'popups.update': { access: 'manager' },
  'popups.patch': { access: 'manager' },
  'popups.delete': { access: 'manager' },

  'portfolio.list': publicWithHidden,
  'portfolio.byId': publicWithHidden,
  'portfolio.create': { access: 'manager' },
  'portfolio.reorder': { access: 'manager' },
  'portfolio.update': { access: 'manager' },
  'portfolio.patch': { access: 'manager' },
  'portfolio.delete': { access: 'manager' },

  'services.list': { access: 'public' },
  'services.byId': { access: 'public' },
  'services.create': { access: 'manager' },
  'services.reorder': { access: 'manager' },
  'services.update': { access: 'manager' },
  'services.patch': { access: 'manager' },
  'services.delete': { access: 'manager' },

  'settings.list': { access: 'viewer' },
  'settings.public': { access: 'public' },
  'settings.byKey': {
    access: 'public',
    input: { key: 'site_name' },
    variants: [
      {
        label: 'a private key (max_login_attempts)',
        input: { key: 'max_login_attempts' },
        access: 'viewer',
      },
    ],
  },
  'settings.update': { access: 'admin' },
  'settings.delete': { access: 'admin' },

  'socialLinks.list': publicWithHidden,
  'socialLinks.byId': publicWithHidden,
  'socialLinks.create': { access: 'manager' },
  'socialLinks.reorder': { access: 'manager' },
  'socialLinks.update': { access: 'manager' },
  'socialLinks.patch': { access: 'manager' },
  'socialLinks.delete': { access: 'manager' },

  'testimonials.list': { access: 'public' },
  'testimonials.byId': { access: 'public' },
  'testimonials.create': { access: 'manager' },
  'testimonials.update': { access: 'manager' },
  'testimonials.patch': { access: 'manager' },
  'testimonials.delete': { access: 'manager' },

  // The roles that may delete content may see the trash and restore from it.
  'trash.list': { access: 'manager' },
  'trash.restore': { access: 'manager', input: { entity: 'services' } },

  // Mail holds leads' personal data and reset notices: admins only.
  'outbox.list': { access: 'admin' },

  // Webhooks send leads' and customers' data elsewhere: admins only (accounts or admin keys).
  'webhooks.list': { access: 'admin' },
  'webhooks.create': { access: 'admin', input: { url: 'não é um endereço', events: [] } },
  'webhooks.update': { access: 'admin' },
  'webhooks.delete': { access: 'admin' },
  'webhooks.rotateSecret': { access: 'admin' },
  'webhooks.test': { access: 'admin' },
  'webhooks.deliveries': { access: 'admin' },

  // Anonymous visit and click counts from the public site.
  'events.record': { access: 'public', input: { type: 'desconhecido', path: '/' } },

  // Notifications tell of leads: whoever may read leads may have their devices notified.
  'push.publicKey': { access: 'viewer' },
  'push.devices': { access: 'viewer' },
  'push.subscribe': { access: 'viewer', input: { endpoint: 'não é um endereço' } },
  'push.unsubscribe': { access: 'viewer', input: { endpoint: 'não é um endereço' } },
  'users.list': { access: 'viewer' },
  'users.byId': { access: 'viewer' },
  'users.byUsername': { access: 'viewer' },
  'users.create': { access: 'admin' },
  'users.update': { access: 'admin' },
  'users.patch': { access: 'admin' },
  'users.toggleStatus': { access: 'admin' },
  'users.delete': { access: 'admin' },

  'whatsapp.settings': { access: 'public' },
  'whatsapp.updateSettings': { access: 'manager', input: { default_message: '' } },
  'whatsapp.patchSettings': { access: 'manager', input: { default_message: '' } },
  'whatsapp.contexts': publicWithHidden,
  'whatsapp.context': publicWithHidden,
  'whatsapp.createContext': { access: 'manager' },
  'whatsapp.updateContext': { access: 'manager' },
  'whatsapp.patchContext': { access: 'manager' },
  'whatsapp.deleteContext': { access: 'manager' },
};

/**
 * The routes under /api that are not tRPC procedures (binary bodies and a streamed CSV): the
 * matrix checks them too, by hand, since nothing enumerates them.
 */
export const PLAIN_ROUTES: Array<{
  method: 'GET' | 'POST';
  url: string;
  access: Access;
  /** Sent with the request; the allowed answer is any status but 401/403. */
  body?: { contentType: string; payload: string };
}> = [
  { method: 'GET', url: '/api/backup/export', access: 'admin' },
  { method: 'GET', url: '/api/contacts/export.csv', access: 'viewer' },
  {
    method: 'POST',
    url: '/api/media',
    access: 'manager',
    // Not an image: refused after the access check, nothing stored.
    body: { contentType: 'image/png', payload: 'não é uma imagem' },
  },
];
