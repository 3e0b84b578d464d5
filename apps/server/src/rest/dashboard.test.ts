import { outbox } from '@oficina/db';
import { describe, expect, it } from 'vitest';
import { expectError, FORBIDDEN, LOGIN_REQUIRED } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();

interface Summary {
  counts: Record<string, number> & { new_contacts: number; active_popups: number };
  latest_contacts: Array<{ id: number; status: string; [key: string]: unknown }>;
  recent_activity: Array<{ id: number; action: string; entity: string; entity_id: string | null }>;
}

const COUNT_KEYS = [
  'active_popups',
  'blog_posts',
  'faqs',
  'new_contacts',
  'portfolio',
  'services',
  'testimonials',
  'users',
];

async function summary(token = s.viewer): Promise<Summary> {
  const res = await s.t.request('GET', '/api/dashboard', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

let seq = 0;
async function sendContact(extra: Record<string, unknown> = {}) {
  const res = await s.t.request('POST', '/api/contacts', {
    body: {
      name: `Cliente do painel ${++seq}`,
      phone: '(21) 98888-0000',
      message: 'Quero agendar uma revisão do ar.',
      lgpd_consent: true,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

const lengthOf = async (url: string) =>
  ((await s.t.request('GET', url, { token: s.viewer })).json() as unknown[]).length;

describe('GET /api/dashboard', () => {
  it('needs a viewer: anonymous 401, role user 403', async () => {
    expectError(await s.t.request('GET', '/api/dashboard'), 401, 'UNAUTHORIZED', LOGIN_REQUIRED);
    expectError(
      await s.t.request('GET', '/api/dashboard', { token: s.user }),
      403,
      'FORBIDDEN',
      FORBIDDEN,
    );
    for (const token of [s.viewer, s.manager, s.admin]) {
      expect((await s.t.request('GET', '/api/dashboard', { token })).statusCode).toBe(200);
    }
  });

  it('is also the tRPC query dashboard.summary', async () => {
    const res = await s.t.request('GET', '/trpc/dashboard.summary', { token: s.viewer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data).toEqual(await summary(s.viewer));
  });

  it('counts every row of each collection, hidden ones too', async () => {
    const { counts } = await summary();
    expect(Object.keys(counts).sort()).toEqual(COUNT_KEYS);
    for (const value of Object.values(counts)) expect(Number.isInteger(value)).toBe(true);
    expect(counts.services).toBe(await lengthOf('/api/services'));
    expect(counts.testimonials).toBe(await lengthOf('/api/testimonials'));
    expect(counts.faqs).toBe(await lengthOf('/api/faqs?include_inactive=true'));
    expect(counts.portfolio).toBe(await lengthOf('/api/portfolio?include_inactive=true'));
    expect(counts.blog_posts).toBe(await lengthOf('/api/blog-posts?include_inactive=true'));
    expect(counts.users).toBe(await lengthOf('/api/users'));
    // The popups in force are exactly what the public popup list shows.
    expect(counts.active_popups).toBe(await lengthOf('/api/popups'));
    expect(counts.services).toBeGreaterThan(0);
  });

  it('a new contact raises new_contacts and leads latest_contacts and recent_activity', async () => {
    const before = await summary(s.admin);
    const id = await sendContact();
    const after = await summary(s.admin);
    expect(after.counts.new_contacts).toBe(before.counts.new_contacts + 1);
    expect(after.latest_contacts[0]).toMatchObject({ id, status: 'novo' });
    expect(after.recent_activity[0]).toMatchObject({
      action: 'create',
      entity: 'contact',
      entity_id: String(id),
    });

    const answered = await s.t.request('PUT', `/api/contacts/${id}/status`, {
      token: s.manager,
      body: { status: 'respondido' },
    });
    expect(answered.statusCode).toBe(200);
    const later = await summary(s.admin);
    expect(later.counts.new_contacts).toBe(before.counts.new_contacts);
    expect(later.recent_activity[0]).toMatchObject({ action: 'status', entity: 'contact' });
  });

  it('a message held as spam changes neither new_contacts, latest_contacts nor recent_activity', async () => {
    const before = await summary(s.admin);
    await sendContact({ elapsed_ms: 500 });
    await sendContact({ website: 'https://promo.example', elapsed_ms: 20_000 });
    const after = await summary(s.admin);
    expect(after.counts.new_contacts).toBe(before.counts.new_contacts);
    expect(after.latest_contacts).toEqual(before.latest_contacts);
    expect(after.recent_activity).toEqual(before.recent_activity);
  });

  it('latest_contacts: the 5 newest, as the inbox lists them, without IP or browser', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await sendContact());
    const { latest_contacts } = await summary();
    expect(latest_contacts.map((c) => c.id)).toEqual(ids.slice(-5).reverse());
    const inbox = (
      await s.t.request('GET', '/api/contacts?page_size=5', { token: s.viewer })
    ).json();
    expect(latest_contacts).toEqual(inbox.items);
    for (const contact of latest_contacts) {
      expect(contact).not.toHaveProperty('ip');
      expect(contact).not.toHaveProperty('user_agent');
    }
  });

  it('recent_activity: the 8 newest audit entries, as the audit log lists them, for admins', async () => {
    for (let i = 0; i < 3; i++) await sendContact();
    const { recent_activity } = await summary(s.admin);
    expect(recent_activity).toHaveLength(8);
    const log = (await s.t.request('GET', '/api/audit-log?page_size=8', { token: s.admin })).json();
    expect(recent_activity).toEqual(log.items);
  });

  it('recent_activity is empty for viewers and managers, who cannot read the audit log', async () => {
    await sendContact();
    for (const token of [s.viewer, s.manager]) {
      expectError(
        await s.t.request('GET', '/api/audit-log', { token }),
        403,
        'FORBIDDEN',
        FORBIDDEN,
      );
      const { recent_activity, latest_contacts } = await summary(token);
      expect(recent_activity).toEqual([]);
      // The rest of the summary is theirs as before.
      expect(latest_contacts.length).toBeGreaterThan(0);
      const trpc = await s.t.request('GET', '/trpc/dashboard.summary', { token });
      expect(trpc.json().result.data.recent_activity).toEqual([]);
    }
    expect((await summary(s.admin)).recent_activity.length).toBeGreaterThan(0);
  });

  it('active_popups follows activation and dates', async () => {
    const base = (await summary()).counts.active_popups;
    const popup = {
      title: 'Promoção de inverno',
      content: 'Higienização com desconto.',
      target_pages: '*',
      active: true,
    };
    const create = async (values: Record<string, unknown>) => {
      const res = await s.t.request('POST', '/api/popups', {
        token: s.manager,
        body: { ...popup, ...values },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    };
    const day = 24 * 60 * 60 * 1000;
    const inForce = await create({});
    await create({ active: false });
    await create({ start_date: new Date(Date.now() + day).toISOString() });
    await create({ expiry_date: new Date(Date.now() - day).toISOString() });
    expect((await summary()).counts.active_popups).toBe(base + 1);

    await s.t.request('DELETE', `/api/popups/${inForce}`, { token: s.manager });
    expect((await summary()).counts.active_popups).toBe(base);
  });

  it('says whether a lead alert mail reaches someone', async () => {
    const setting = async (key: string, value: string) => {
      const res = await s.t.request('PUT', `/api/settings/${key}`, {
        token: s.admin,
        body: { value },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const leadMail = async () => ((await summary()) as Summary & { lead_mail: string }).lead_mail;
    // No address in the setting and no admin with an e-mail: nobody would be told.
    await setting('notification_emails', '');
    expect(await leadMail()).toBe('no_recipients');
    await setting('notification_emails', 'dono@oficina.test');
    expect(await leadMail()).toBe('on');
    await setting('email_notifications', 'false');
    expect(await leadMail()).toBe('off');
    await setting('email_notifications', 'true');
    await setting('notification_emails', '');
    // An active admin's own address is enough.
    const me = await s.t.request('GET', '/api/auth/me', { token: s.admin });
    const res = await s.t.request('PATCH', `/api/users/${me.json().user.id}`, {
      token: s.admin,
      body: { email: 'admin-do-painel@oficina.test' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await leadMail()).toBe('on');
  });

  it('says while mail is failing, until a mail goes out again', async () => {
    type WithFailure = Summary & {
      mail_failure: { failing: number; last_error: string } | null;
    };
    const failure = async (token = s.admin) => ((await summary(token)) as WithFailure).mail_failure;
    const mail = (at: number, row: Partial<typeof outbox.$inferInsert>) => ({
      kind: 'lead',
      to: 'dono@oficina.test',
      subject: 'Nova mensagem',
      text: 'Olá',
      created_at: new Date(at),
      ...row,
    });
    const minute = 60_000;
    const start = Date.now() - 60 * minute;
    expect(await failure()).toBeNull();
    // Delivered, then two mails refused since: failing, with the newest reason.
    await s.t.db.insert(outbox).values([
      mail(start, { status: 'sent', sent_at: new Date(start + minute) }),
      mail(start + 2 * minute, {
        status: 'failed',
        attempts: 5,
        last_error: 'ETIMEDOUT: Connection timeout (127.0.0.1:2527)',
      }),
      mail(start + 3 * minute, {
        status: 'pending',
        attempts: 2,
        last_error: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:2527',
      }),
    ]);
    expect(await failure()).toEqual({
      failing: 2,
      last_error: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:2527',
    });
    // The outbox is the admin's: a viewer is not told.
    expect(await failure(s.viewer)).toBeNull();
    // A mail delivered after them: the mail server works again.
    await s.t.db
      .insert(outbox)
      .values(mail(start + 4 * minute, { status: 'sent', sent_at: new Date(start + 5 * minute) }));
    expect(await failure()).toBeNull();
  });

  it('says while the public site shows its maintenance page', async () => {
    const maintenance = async () =>
      ((await summary()) as Summary & { maintenance_mode: boolean }).maintenance_mode;
    const set = async (value: string) => {
      const res = await s.t.request('PUT', '/api/settings/maintenance_mode', {
        token: s.admin,
        body: { value },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    expect(await maintenance()).toBe(false);
    await set('true');
    expect(await maintenance()).toBe(true);
    await set('false');
    expect(await maintenance()).toBe(false);
  });
});
