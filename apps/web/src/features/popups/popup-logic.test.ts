import type { Popup } from '@oficina/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatCountdown,
  nextPopup,
  parseDismissed,
  presentationFor,
  runPopupAction,
  serializeDismissed,
} from './popup-logic';

const NOW = new Date('2025-06-01T12:00:00Z');

function popup(overrides: Partial<Popup>): Popup {
  return {
    id: 1,
    title: 'Oferta',
    content: 'Texto',
    type: 'promotion',
    style: 'promotion',
    discount_percentage: null,
    button_text: null,
    button_action: null,
    target_pages: '*',
    start_date: null,
    expiry_date: null,
    show_delay: 3,
    show_timer: false,
    timer_duration: null,
    priority: 0,
    active: true,
    created_at: '',
    updated_at: '',
    ...overrides,
  };
}

describe('presentationFor', () => {
  it('maps the type to modal, top banner or corner card', () => {
    expect(presentationFor('promotion')).toBe('modal');
    expect(presentationFor('alert')).toBe('top-banner');
    expect(presentationFor('announcement')).toBe('corner');
  });
});

describe('nextPopup', () => {
  const popups = [
    popup({ id: 1, priority: 10 }),
    popup({ id: 2, priority: 90, target_pages: '/servicos' }),
    popup({ id: 3, priority: 50, target_pages: 'all' }),
    popup({ id: 4, priority: 99, start_date: '2025-07-01T00:00:00Z' }),
    popup({ id: 5, priority: 98, expiry_date: '2025-05-01T00:00:00Z' }),
  ];

  it('picks the highest-priority eligible popup for the page', () => {
    expect(nextPopup(popups, '/', NOW, new Set())?.id).toBe(3);
    expect(nextPopup(popups, '/servicos', NOW, new Set())?.id).toBe(2);
  });

  it('never shows a dismissed popup again', () => {
    expect(nextPopup(popups, '/', NOW, new Set([3]))?.id).toBe(1);
    expect(nextPopup(popups, '/', NOW, new Set([1, 3]))).toBeUndefined();
  });
});

describe('dismissed storage', () => {
  it('round-trips and ignores junk', () => {
    expect([...parseDismissed(JSON.parse(serializeDismissed(new Set([4, 7]))))]).toEqual([4, 7]);
    expect(parseDismissed('x').size).toBe(0);
    expect([...parseDismissed([1, 'a', -2, 2.5, 3])]).toEqual([1, 3]);
  });
});

describe('countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('formats minutes and hours', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('runPopupAction', () => {
  function run(action: string | null) {
    const calls: string[] = [];
    runPopupAction(action, {
      dismiss: () => calls.push('dismiss'),
      openTab: (url) => calls.push(`open ${url}`),
      navigate: (path) => calls.push(`go ${path}`),
    });
    return calls;
  }

  it('dismisses, opens a tab or navigates as the action says', () => {
    expect(run('close')).toEqual(['dismiss']);
    expect(run('https://instagram.com/x')).toEqual(['open https://instagram.com/x', 'dismiss']);
    expect(run('/contato')).toEqual(['go /contato']);
    expect(run('algo')).toEqual(['dismiss']);
    expect(run(null)).toEqual(['dismiss']);
  });
});
