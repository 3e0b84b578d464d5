import { describe, expect, it } from 'vitest';
import {
  byPriority,
  isPopupEligible,
  isPopupLive,
  normalizePage,
  type PopupSchedule,
  resolvePopupButtonAction,
  targetsPage,
} from './popups';

const now = new Date('2026-06-15T12:00:00Z');
const popup = (overrides: Partial<PopupSchedule> = {}): PopupSchedule => ({
  id: 1,
  active: true,
  target_pages: '*',
  start_date: null,
  expiry_date: null,
  priority: 0,
  ...overrides,
});

describe('targetsPage', () => {
  it("matches the page itself, '*' and 'all'", () => {
    expect(targetsPage('/servicos, /contato', '/contato')).toBe(true);
    expect(targetsPage('*', '/qualquer')).toBe(true);
    expect(targetsPage('all', '/blog')).toBe(true);
    expect(targetsPage('ALL', '/blog')).toBe(true);
  });

  it('does not match other pages', () => {
    expect(targetsPage('/servicos', '/contato')).toBe(false);
    expect(targetsPage('', '/')).toBe(false);
  });

  it('treats "home", "" and "/" as the home page, with or without slashes', () => {
    expect(normalizePage('home')).toBe('/');
    expect(normalizePage('servicos/')).toBe('/servicos');
    expect(targetsPage('/', 'home')).toBe(true);
    expect(targetsPage('servicos', '/servicos')).toBe(true);
  });
});

describe('popup eligibility', () => {
  it('shows an active, targeted popup within its dates', () => {
    const p = popup({ start_date: '2026-06-01T00:00:00Z', expiry_date: '2026-07-01T00:00:00Z' });
    expect(isPopupLive(p, '/', now)).toBe(true);
    expect(isPopupEligible(p, '/', now, new Set())).toBe(true);
  });

  it('skips a dismissed popup', () => {
    expect(isPopupEligible(popup({ id: 7 }), '/', now, new Set([7]))).toBe(false);
  });

  it('skips a popup whose targets lack the page, * and all', () => {
    expect(isPopupLive(popup({ target_pages: '/servicos' }), '/contato', now)).toBe(false);
  });

  it('skips a popup that starts in the future', () => {
    expect(isPopupLive(popup({ start_date: '2026-06-16T00:00:00Z' }), '/', now)).toBe(false);
  });

  it('skips a popup whose expiry has passed', () => {
    expect(isPopupLive(popup({ expiry_date: '2026-06-15T11:59:59Z' }), '/', now)).toBe(false);
  });

  it('skips an inactive popup', () => {
    expect(isPopupLive(popup({ active: false }), '/', now)).toBe(false);
  });

  it('orders by priority, highest first, then by id', () => {
    const list = [
      popup({ id: 3, priority: 1 }),
      popup({ id: 2, priority: 5 }),
      popup({ id: 1, priority: 1 }),
    ];
    expect(list.sort(byPriority).map((p) => p.id)).toEqual([2, 1, 3]);
  });
});

describe('popup button_action', () => {
  it("'close' dismisses", () => {
    expect(resolvePopupButtonAction('close')).toEqual({ kind: 'dismiss' });
  });

  it('http… opens a new tab (then dismisses)', () => {
    expect(resolvePopupButtonAction('https://exemplo.com.br/promo')).toEqual({
      kind: 'open-tab',
      url: 'https://exemplo.com.br/promo',
    });
  });

  it('/… navigates', () => {
    expect(resolvePopupButtonAction('/contato')).toEqual({ kind: 'navigate', path: '/contato' });
  });

  it('anything else, or nothing, dismisses', () => {
    expect(resolvePopupButtonAction('whatsapp')).toEqual({ kind: 'dismiss' });
    expect(resolvePopupButtonAction(null)).toEqual({ kind: 'dismiss' });
  });
});
