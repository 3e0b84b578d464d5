import { contactMessages, leadEventsDaily } from '@oficina/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * The public site counts visits and WhatsApp and phone clicks (POST /api/events); the dashboard
 * shows them per day with the form messages, and the messages waiting for an answer.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  // The production default of RATE_LIMIT_EVENTS (config.ts), which the last test counts to.
  t = await startTestApp({ config: { RATE_LIMIT_EVENTS: 120 } });
  admin = await t.tokenFor('admin');
});
afterAll(() => t.close());

const event = (body: unknown, remoteAddress = '203.0.113.10') =>
  t.request('POST', '/api/events', { body, ip: remoteAddress });

async function today() {
  const res = await t.request('GET', '/api/dashboard', { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  const { per_day, waiting } = res.json().leads;
  return { day: per_day.at(-1), per_day, waiting };
}

describe('lead figures', () => {
  it('counts visits and clicks per day, with the day’s form messages', async () => {
    const before = await today();
    for (const body of [
      { type: 'visit', path: '/' },
      { type: 'visit', path: '/servicos' },
      { type: 'whatsapp_click', path: '/servicos' },
      { type: 'phone_click', path: '/contato' },
    ]) {
      const res = await event(body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const lead = await t.request('POST', '/api/contacts', {
      body: {
        name: 'Rafael Lima',
        phone: '(21) 96666-5555',
        message: 'Quero agendar uma higienização.',
        lgpd_consent: true,
      },
    });
    expect(lead.statusCode, lead.body).toBe(200);

    const after = await today();
    expect(after.per_day).toHaveLength(30);
    expect(after.day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.day.visits - before.day.visits).toBe(2);
    expect(after.day.whatsapp_clicks - before.day.whatsapp_clicks).toBe(1);
    expect(after.day.phone_clicks - before.day.phone_clicks).toBe(1);
    expect(after.day.forms - before.day.forms).toBe(1);
    // Oldest first, one entry per day.
    const dates = after.per_day.map((day: { date: string }) => day.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(30);
  });

  it('lists the messages waiting for an answer, oldest first, with how long they waited', async () => {
    const [old] = await t.db
      .insert(contactMessages)
      .values({
        name: 'Cliente Antigo',
        phone: '(21) 95555-4444',
        message: 'Ainda espero resposta.',
        lgpd_consent: true,
        consent_at: new Date(Date.now() - 3 * 60 * 60 * 1000),
        status: 'novo',
        created_at: new Date(Date.now() - 3 * 60 * 60 * 1000),
      })
      .returning();
    const { waiting } = await today();
    const entry = waiting.find((item: { id: number }) => item.id === old!.id);
    expect(entry).toMatchObject({ name: 'Cliente Antigo' });
    expect(entry.waiting_minutes).toBeGreaterThanOrEqual(179);
    const times = waiting.map((item: { created_at: string }) => item.created_at);
    expect([...times].sort()).toEqual(times);
    await t.db
      .update(contactMessages)
      .set({ status: 'respondido' })
      .where(eq(contactMessages.id, old!.id));
    expect((await today()).waiting.some((item: { id: number }) => item.id === old!.id)).toBe(false);
  });

  it('refuses unknown kinds, odd paths and extra fields with a Portuguese 400', async () => {
    for (const body of [
      { type: 'purchase', path: '/' },
      { type: 'visit', path: 'servicos' },
      { type: 'visit', path: `/${'a'.repeat(300)}` },
      { type: 'visit', path: '/?utm_source=x' },
      { type: 'visit', path: '/', email: 'alguem@example.com' },
      { type: 'visit' },
    ]) {
      const res = await event(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/[áéíóúãõç]|inválid|Informe|Caminho|Tipo/);
    }
  });

  it('counts at most 120 events an address sends in 10 minutes, and drops the rest quietly', async () => {
    const address = '198.51.100.77';
    const counted: boolean[] = [];
    for (let i = 0; i < 125; i++) {
      const res = await event({ type: 'visit', path: '/faq' }, address);
      expect(res.statusCode).toBe(200);
      counted.push(res.json().counted);
    }
    expect(counted.filter((value) => !value)).toHaveLength(5);
    const [row] = await t.db
      .select({ visits: leadEventsDaily.visits })
      .from(leadEventsDaily)
      .where(eq(leadEventsDaily.path, '/faq'));
    expect(row?.visits).toBe(120);
    const other = await event({ type: 'visit', path: '/faq' }, '198.51.100.78');
    expect(other.json().counted).toBe(true);
  });

  it('counts only the pages of the site and its public posts, dropping made-up paths', async () => {
    const post = async (slug: string, published: boolean) => {
      const res = await t.request('POST', '/api/blog-posts', {
        token: admin,
        body: { title: `Post ${slug}`, slug, excerpt: 'Resumo.', body: 'Texto.', published },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await post('filtro-de-cabine', true);
    await post('rascunho-secreto', false);
    const paths = async () =>
      (await t.db.select({ path: leadEventsDaily.path }).from(leadEventsDaily))
        .map((row) => row.path)
        .sort();
    const before = await paths();

    const cases: Array<[string, string | null]> = [
      ['/sobre', '/sobre'],
      ['/sobre/', '/sobre'],
      ['/blog/filtro-de-cabine', '/blog/filtro-de-cabine'],
      ['/blog/filtro-de-cabine/', '/blog/filtro-de-cabine'],
      ['/blog/rascunho-secreto', null],
      ['/blog/nao-existe', null],
      ['/inventado-1', null],
      ['/wp-admin/setup.php', null],
      ['/sobre/../admin', null],
      ['/SOBRE', null],
    ];
    for (const [index, [path, counted]] of cases.entries()) {
      const res = await event({ type: 'visit', path }, `192.0.2.${index + 1}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().counted, path).toBe(counted !== null);
    }
    const added = (await paths()).filter((path) => !before.includes(path));
    expect(added.sort()).toEqual(['/blog/filtro-de-cabine', '/sobre']);
  });
});
