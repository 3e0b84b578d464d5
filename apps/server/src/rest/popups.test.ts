import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessChecks, expectError, expectInvalid, MISSING_ID } from '../testing/rest-expectations';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let manager: string;
let viewer: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp();
  manager = await t.tokenFor('manager');
  viewer = await t.tokenFor('viewer');
  user = await t.tokenFor('user');
});
afterAll(() => t.close());

const { expectManagerOnly, expectViewerGate } = accessChecks(
  () => t,
  () => ({ user, viewer }),
);

const NOT_FOUND = 'Popup não encontrado';
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

interface Popup {
  id: number;
  title: string;
  active: boolean;
  priority: number;
  target_pages: string;
  start_date: string | null;
  expiry_date: string | null;
}

const validPopup = {
  title: 'Popup de teste',
  content: 'Aviso criado pelo teste.',
  type: 'announcement',
  style: 'info',
  target_pages: '/teste-popups',
  show_delay: 2,
  priority: 5,
  active: true,
};

async function createPopup(values: Record<string, unknown> = {}): Promise<Popup> {
  const res = await t.request('POST', '/api/popups', {
    token: manager,
    body: { ...validPopup, ...values },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function expectPopupShape(popup: Record<string, unknown>) {
  expect(popup).toEqual({
    id: expect.any(Number),
    title: expect.any(String),
    content: expect.any(String),
    type: expect.any(String),
    style: expect.any(String),
    discount_percentage: popup.discount_percentage === null ? null : expect.any(Number),
    button_text: popup.button_text === null ? null : expect.any(String),
    button_action: popup.button_action === null ? null : expect.any(String),
    target_pages: expect.any(String),
    start_date: popup.start_date === null ? null : expect.any(String),
    expiry_date: popup.expiry_date === null ? null : expect.any(String),
    show_delay: expect.any(Number),
    show_timer: expect.any(Boolean),
    timer_duration: popup.timer_duration === null ? null : expect.any(Number),
    priority: expect.any(Number),
    active: expect.any(Boolean),
    created_at: expect.any(String),
    updated_at: expect.any(String),
  });
}

const titles = (popups: Popup[]) => popups.map((p) => p.title);
const ids = (popups: Popup[]) => popups.map((p) => p.id);

/** Highest priority first, ties by id. */
function expectByPriority(popups: Popup[]) {
  for (let i = 1; i < popups.length; i++) {
    const [a, b] = [popups[i - 1]!, popups[i]!];
    expect(a.priority > b.priority || (a.priority === b.priority && a.id < b.id)).toBe(true);
  }
}

function expectLive(popup: Popup) {
  const now = Date.now();
  expect(popup.active).toBe(true);
  if (popup.start_date) expect(Date.parse(popup.start_date)).toBeLessThanOrEqual(now);
  if (popup.expiry_date) expect(Date.parse(popup.expiry_date)).toBeGreaterThan(now);
}

async function seededPopup(title: string): Promise<Popup> {
  const res = await t.request('GET', '/api/popups?include_inactive=true', { token: viewer });
  const popup = res.json().find((p: Popup) => p.title === title);
  expect(popup).toBeDefined();
  return popup;
}

const activeOn = async (page: string): Promise<Popup[]> => {
  const res = await t.request('GET', `/api/popups/active/${page}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET /api/popups/active/{page}', () => {
  it('applies active, target page, start and expiry dates, by priority', async () => {
    const live = await createPopup({
      title: 'Vivo',
      start_date: inDays(-1),
      expiry_date: inDays(1),
    });
    const top = await createPopup({
      title: 'Prioridade máxima',
      target_pages: '/outra, /teste-popups',
      priority: 900,
    });
    const everywhere = await createPopup({ title: 'Em todas (all)', target_pages: 'all' });
    const future = await createPopup({ title: 'Futuro', start_date: inDays(3) });
    const expired = await createPopup({
      title: 'Expirado',
      start_date: inDays(-3),
      expiry_date: inDays(-1),
    });
    const inactive = await createPopup({ title: 'Desligado', active: false });
    const elsewhere = await createPopup({ title: 'Outra página', target_pages: '/outra-pagina' });

    const shown = await activeOn('%2Fteste-popups');
    for (const popup of shown) {
      expectPopupShape(popup as unknown as Record<string, unknown>);
      expectLive(popup);
    }
    expect(ids(shown)).toEqual(expect.arrayContaining([live.id, top.id, everywhere.id]));
    for (const hidden of [future, expired, inactive, elsewhere]) {
      expect(ids(shown)).not.toContain(hidden.id);
    }
    expect(shown[0]!.id).toBe(top.id);
    expectByPriority(shown);
    // The seed's '*' popup shows on every page too.
    expect(titles(shown)).toContain('Horário especial no feriado');

    // The same page without the leading slash.
    expect(ids(await activeOn('teste-popups'))).toEqual(ids(shown));
    // 'all' reaches pages nobody listed.
    expect(ids(await activeOn('%2Fqualquer-pagina'))).toContain(everywhere.id);
    expect(ids(await activeOn('%2Fqualquer-pagina'))).not.toContain(live.id);
  });

  it('applies the rules to the seeded popups', async () => {
    const servicos = titles(await activeOn('%2Fservicos'));
    expect(servicos).toContain('Refrigeração de baús e câmaras frias');
    expect(servicos).toContain('Horário especial no feriado');
    expect(servicos).not.toContain('Revisão anual do ar-condicionado'); // starts in 7 days
    expect(servicos).not.toContain('Agendamento on-line indisponível'); // expired
    expect(servicos).not.toContain('Semana do ar gelado: 30% OFF'); // inactive
    expect(servicos).not.toContain('15% de desconto na higienização + recarga de gás'); // home only

    const home = await activeOn('%2F');
    expect(titles(home)[0]).toBe('15% de desconto na higienização + recarga de gás');
    expectByPriority(home);
    expect(titles(await activeOn('home'))).toEqual(titles(home));
  });

  it('decodes the page once: %2525 is the literal page "%25", which only global popups reach', async () => {
    const shown = titles(await activeOn('%2525'));
    expect(shown).toContain('Horário especial no feriado');
    expect(shown).not.toContain('15% de desconto na higienização + recarga de gás');
  });
});

describe('GET /api/popups', () => {
  it('lists only popups in force to anyone', async () => {
    const res = await t.request('GET', '/api/popups');
    expect(res.statusCode).toBe(200);
    const list: Popup[] = res.json();
    for (const popup of list) expectLive(popup);
    expect(titles(list)).toContain('Horário especial no feriado');
    // Popups aimed at one page are in force too; the page filter is /popups/active/{page}.
    expect(titles(list)).toContain('Refrigeração de baús e câmaras frias');
    expect(titles(list)).not.toContain('Semana do ar gelado: 30% OFF');
    expect(titles(list)).not.toContain('Agendamento on-line indisponível');
    expectByPriority(list);
  });

  it('include_inactive=true: anonymous 401, role user 403', async () => {
    await expectViewerGate('/api/popups?include_inactive=true');
  });

  it('include_inactive=true lists every popup to a viewer, by priority', async () => {
    const res = await t.request('GET', '/api/popups?include_inactive=true', { token: viewer });
    expect(res.statusCode).toBe(200);
    const list: Popup[] = res.json();
    expect(titles(list)).toEqual(
      expect.arrayContaining([
        'Semana do ar gelado: 30% OFF',
        'Agendamento on-line indisponível',
        'Revisão anual do ar-condicionado',
      ]),
    );
    expectByPriority(list);
  });
});

describe('GET /api/popups/{id}', () => {
  it('returns an active popup to anyone', async () => {
    const popup = await seededPopup('Horário especial no feriado');
    const res = await t.request('GET', `/api/popups/${popup.id}`);
    expect(res.statusCode).toBe(200);
    expectPopupShape(res.json());
    expect(res.json()).toEqual(popup);
  });

  it('hides an inactive popup from the public but shows it with include_inactive', async () => {
    const popup = await seededPopup('Semana do ar gelado: 30% OFF');
    expectError(await t.request('GET', `/api/popups/${popup.id}`), 404, 'NOT_FOUND', NOT_FOUND);
    await expectViewerGate(`/api/popups/${popup.id}?include_inactive=true`);
    const res = await t.request('GET', `/api/popups/${popup.id}?include_inactive=true`, {
      token: viewer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(popup);
  });

  it('answers 404 for a missing id and 400 for an invalid one', async () => {
    expectError(await t.request('GET', `/api/popups/${MISSING_ID}`), 404, 'NOT_FOUND', NOT_FOUND);
    expectInvalid(await t.request('GET', '/api/popups/abc'), 'id');
  });
});

describe('POST /api/popups', () => {
  it('needs a manager: anonymous 401, user and viewer 403, nothing created', async () => {
    const count = async () =>
      (await t.request('GET', '/api/popups?include_inactive=true', { token: viewer })).json()
        .length;
    const before = await count();
    await expectManagerOnly('POST', '/api/popups', validPopup);
    expect(await count()).toBe(before);
  });

  it('creates a popup that the following GETs show', async () => {
    const values = {
      ...validPopup,
      title: 'Promoção relâmpago',
      type: 'promotion',
      style: 'promotion',
      discount_percentage: 15,
      button_text: 'Quero',
      button_action: '/contato',
      start_date: inDays(-1),
      expiry_date: inDays(2),
      show_timer: true,
      timer_duration: 600,
      priority: 42,
    };
    const res = await t.request('POST', '/api/popups', { token: manager, body: values });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expectPopupShape(created);
    expect(created).toMatchObject(values);
    expect((await t.request('GET', `/api/popups/${created.id}`)).json()).toEqual(created);
    expect(ids(await activeOn('teste-popups'))).toContain(created.id);
  });

  it('fills the defaults and stores empty button fields as null', async () => {
    const res = await t.request('POST', '/api/popups', {
      token: manager,
      body: { title: 'Mínimo', content: 'Só o necessário.', button_text: '', button_action: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'announcement',
      style: 'info',
      target_pages: '*',
      show_delay: 3,
      show_timer: false,
      priority: 0,
      active: true,
      start_date: null,
      expiry_date: null,
      discount_percentage: null,
      timer_duration: null,
      button_text: null,
      button_action: null,
    });
  });

  it('rejects an expiry date that is not after the start date', async () => {
    const res = await t.request('POST', '/api/popups', {
      token: manager,
      body: { ...validPopup, start_date: inDays(2), expiry_date: inDays(1) },
    });
    const body = expectInvalid(res, 'expiry_date');
    expect(body.error).toBe('A data de término precisa ser depois da data de início');
  });

  it('requires a timer duration when the timer is shown', async () => {
    const res = await t.request('POST', '/api/popups', {
      token: manager,
      body: { ...validPopup, show_timer: true },
    });
    const body = expectInvalid(res, 'timer_duration');
    expect(body.error).toBe('Informe a duração do contador');
  });

  it('rejects the string "false" for boolean fields instead of coercing it', async () => {
    const post = (body: unknown) => t.request('POST', '/api/popups', { token: manager, body });
    expectInvalid(await post({ ...validPopup, show_timer: 'false' }), 'show_timer');
    expectInvalid(await post({ ...validPopup, active: 'false' }), 'active');
  });

  it('answers 400 with issues for invalid bodies', async () => {
    const post = (body: unknown) => t.request('POST', '/api/popups', { token: manager, body });
    expectInvalid(await post({}), 'title', 'content');
    expectInvalid(await post({ ...validPopup, type: 'banner' }), 'type');
    expectInvalid(await post({ ...validPopup, style: 'neon' }), 'style');
    expectInvalid(await post({ ...validPopup, start_date: 'amanhã' }), 'start_date');
    expectInvalid(await post({ ...validPopup, priority: 5000 }), 'priority');
    expectInvalid(await post({ ...validPopup, discount_percentage: 150 }), 'discount_percentage');
    expectInvalid(
      await post({ ...validPopup, button_action: 'javascript:alert(1)' }),
      'button_action',
    );
  });
});

describe('PUT /api/popups/{id}', () => {
  it('needs a manager and leaves the popup unchanged otherwise', async () => {
    const created = await createPopup();
    await expectManagerOnly('PUT', `/api/popups/${created.id}`, { ...validPopup, title: 'X' });
    expect((await t.request('GET', `/api/popups/${created.id}`)).json()).toEqual(created);
  });

  it('updates a popup, visible through the following GETs', async () => {
    const created = await createPopup({ title: 'Antes' });
    const changes = { ...validPopup, title: 'Depois', priority: 77, start_date: inDays(5) };
    const res = await t.request('PUT', `/api/popups/${created.id}`, {
      token: manager,
      body: changes,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, ...changes });
    expect((await t.request('GET', `/api/popups/${created.id}`)).json()).toMatchObject(changes);
    // Now scheduled for the future: no longer shown on its page.
    expect(ids(await activeOn('teste-popups'))).not.toContain(created.id);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('PUT', `/api/popups/${MISSING_ID}`, { token: manager, body: validPopup }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });

  it('answers 400 with issues for an invalid body', async () => {
    const created = await createPopup();
    const put = (body: unknown) =>
      t.request('PUT', `/api/popups/${created.id}`, { token: manager, body });
    expectInvalid(await put({ ...validPopup, show_timer: 'false' }), 'show_timer');
    // One instant for both: two calls to inDays may fall in different milliseconds.
    const tomorrow = inDays(1);
    expectInvalid(
      await put({ ...validPopup, start_date: tomorrow, expiry_date: tomorrow }),
      'expiry_date',
    );
    expect((await t.request('GET', `/api/popups/${created.id}`)).json()).toEqual(created);
  });
});

describe('DELETE /api/popups/{id}', () => {
  it('needs a manager and keeps the popup otherwise', async () => {
    const created = await createPopup();
    await expectManagerOnly('DELETE', `/api/popups/${created.id}`);
    expect((await t.request('GET', `/api/popups/${created.id}`)).statusCode).toBe(200);
  });

  it('deletes a popup; the following GETs no longer find it', async () => {
    const created = await createPopup();
    const res = await t.request('DELETE', `/api/popups/${created.id}`, { token: manager });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: created.id });
    expectError(await t.request('GET', `/api/popups/${created.id}`), 404, 'NOT_FOUND', NOT_FOUND);
    expect(ids(await activeOn('teste-popups'))).not.toContain(created.id);
  });

  it('answers 404 for a missing id', async () => {
    expectError(
      await t.request('DELETE', `/api/popups/${MISSING_ID}`, { token: manager }),
      404,
      'NOT_FOUND',
      NOT_FOUND,
    );
  });
});
