import { describe, expect, it } from 'vitest';
import { describeCrud } from '../testing/crud-checks';
import { CRUD_ENTITIES, expectRowShape, type Row } from '../testing/crud-table';
import { expectInvalid } from '../testing/rest-expectations';
import { useTestApp } from '../testing/rest-suite';

const s = useTestApp();
const entity = CRUD_ENTITIES.popups;
describeCrud(s, entity);

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

type Popup = Row & {
  title: string;
  active: boolean;
  priority: number;
  start_date: string | null;
  expiry_date: string | null;
};

async function createPopup(values: Record<string, unknown> = {}): Promise<Popup> {
  const res = await s.t.request('POST', '/api/popups', {
    token: s.manager,
    body: { ...entity.valid(), ...values },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const titles = (popups: Popup[]) => popups.map((p) => p.title);
const ids = (popups: Popup[]) => popups.map((p) => p.id);

/** Highest priority first, ties by id. */
function expectByPriority(popups: Popup[]) {
  for (let i = 1; i < popups.length; i++)
    expect(entity.inOrder(popups[i - 1]!, popups[i]!)).toBe(true);
}

function expectLive(popup: Popup) {
  const now = Date.now();
  expect(popup.active).toBe(true);
  if (popup.start_date) expect(Date.parse(popup.start_date)).toBeLessThanOrEqual(now);
  if (popup.expiry_date) expect(Date.parse(popup.expiry_date)).toBeGreaterThan(now);
}

const activeOn = async (page: string): Promise<Popup[]> => {
  const res = await s.t.request('GET', `/api/popups/active/${page}`);
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
      expectRowShape(entity, popup);
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

describe('the seeded popups in the lists', () => {
  it('the public list holds only popups in force', async () => {
    const res = await s.t.request('GET', '/api/popups');
    expect(res.statusCode).toBe(200);
    const list: Popup[] = res.json();
    for (const popup of list) expectLive(popup);
    expect(titles(list)).toContain('Horário especial no feriado');
    // Popups aimed at one page are in force too; the page filter is /popups/active/{page}.
    expect(titles(list)).toContain('Refrigeração de baús e câmaras frias');
    expect(titles(list)).not.toContain('Semana do ar gelado: 30% OFF');
    expect(titles(list)).not.toContain('Agendamento on-line indisponível');
  });

  it('include_inactive=true lists every popup to a viewer, by priority', async () => {
    const res = await s.t.request('GET', '/api/popups?include_inactive=true', { token: s.viewer });
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

describe('popups of their own', () => {
  it('creates a promotion with every field, shown on its page', async () => {
    const values = {
      ...entity.valid(),
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
    const created = await createPopup(values);
    expect(created).toMatchObject(values);
    expect(ids(await activeOn('teste-popups'))).toContain(created.id);
  });

  it('fills the defaults and stores empty button fields as null', async () => {
    const res = await s.t.request('POST', '/api/popups', {
      token: s.manager,
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

  it('rejects an expiry date that is not after the start date, on create and update', async () => {
    const post = (body: unknown) => s.t.request('POST', '/api/popups', { token: s.manager, body });
    const body = expectInvalid(
      await post({ ...entity.valid(), start_date: inDays(2), expiry_date: inDays(1) }),
      'expiry_date',
    );
    expect(body.error).toBe('A data de término precisa ser depois da data de início');
    const created = await createPopup();
    // One instant for both: two calls to inDays may fall in different milliseconds.
    const tomorrow = inDays(1);
    const res = await s.t.request('PUT', `/api/popups/${created.id}`, {
      token: s.manager,
      body: { ...entity.valid(), start_date: tomorrow, expiry_date: tomorrow },
    });
    expectInvalid(res, 'expiry_date');
  });

  it('requires a timer duration when the timer is shown', async () => {
    const res = await s.t.request('POST', '/api/popups', {
      token: s.manager,
      body: { ...entity.valid(), show_timer: true },
    });
    const body = expectInvalid(res, 'timer_duration');
    expect(body.error).toBe('Informe a duração do contador');
  });

  it('needs no timer duration when an end date ("Até") gives the countdown its end', async () => {
    const res = await s.t.request('POST', '/api/popups', {
      token: s.manager,
      body: { ...entity.valid(), show_timer: true, timer_duration: null, expiry_date: inDays(3) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ show_timer: true, timer_duration: null });
    // Clearing the end date again brings the rule back.
    const cleared = await s.t.request('PATCH', `/api/popups/${res.json().id}`, {
      token: s.manager,
      body: { expiry_date: null },
    });
    expect(expectInvalid(cleared, 'timer_duration').error).toBe('Informe a duração do contador');
  });

  it('scheduling a popup for later or deleting it takes it off its page', async () => {
    const later = await createPopup({ title: 'Antes' });
    const changes = { ...entity.valid(), title: 'Depois', start_date: inDays(5) };
    const res = await s.t.request('PUT', `/api/popups/${later.id}`, {
      token: s.manager,
      body: changes,
    });
    expect(res.json()).toMatchObject(changes);
    const gone = await createPopup();
    expect(ids(await activeOn('teste-popups'))).toContain(gone.id);
    await s.t.request('DELETE', `/api/popups/${gone.id}`, { token: s.manager });
    const shown = ids(await activeOn('teste-popups'));
    expect(shown).not.toContain(later.id);
    expect(shown).not.toContain(gone.id);
  });
});
