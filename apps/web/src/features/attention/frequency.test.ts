import { describe, expect, it } from 'vitest';
import {
  frequencyAllows,
  POPUP_REST_MS,
  type PopupHistory,
  parseShownAt,
  parseVisitPopups,
  recordShown,
} from './frequency';

const NOW = Date.UTC(2026, 10, 25, 15, 0, 0);
const fresh: PopupHistory = { shownAt: {}, thisVisit: [] };

describe('frequencyAllows', () => {
  it('lets any popup show to a browser that has seen none', () => {
    expect(frequencyAllows({ id: 1, layer: 'modal' }, fresh, NOW)).toBe(true);
    expect(frequencyAllows({ id: 2, layer: 'corner' }, fresh, NOW)).toBe(true);
  });

  it('rests a popup drawn over the page for a day after it was shown', () => {
    const seen = recordShown(fresh, { id: 1, layer: 'corner' }, NOW);
    const nextVisit: PopupHistory = { ...seen, thisVisit: [] };
    expect(frequencyAllows({ id: 1, layer: 'corner' }, nextVisit, NOW + 60_000)).toBe(false);
    expect(frequencyAllows({ id: 1, layer: 'corner' }, nextVisit, NOW + POPUP_REST_MS - 1)).toBe(
      false,
    );
    expect(frequencyAllows({ id: 1, layer: 'corner' }, nextVisit, NOW + POPUP_REST_MS)).toBe(true);
  });

  it('shows a visit at most one full-page popup and two overlays in all', () => {
    const oneModal = recordShown(fresh, { id: 1, layer: 'modal' }, NOW);
    expect(frequencyAllows({ id: 2, layer: 'modal' }, oneModal, NOW)).toBe(false);
    expect(frequencyAllows({ id: 3, layer: 'corner' }, oneModal, NOW)).toBe(true);
    const two = recordShown(oneModal, { id: 3, layer: 'corner' }, NOW);
    expect(frequencyAllows({ id: 4, layer: 'corner' }, two, NOW)).toBe(false);
  });

  it('never caps a top banner: it covers nothing and may say what the visitor must know', () => {
    let history = fresh;
    for (let id = 1; id <= 3; id += 1) history = recordShown(history, { id, layer: 'modal' }, NOW);
    history = recordShown(history, { id: 9, layer: 'top-banner' }, NOW);
    expect(frequencyAllows({ id: 9, layer: 'top-banner' }, history, NOW)).toBe(true);
    expect(frequencyAllows({ id: 10, layer: 'top-banner' }, history, NOW)).toBe(true);
  });

  it('does not trust a last showing dated in the future (a clock set back)', () => {
    const seen: PopupHistory = { shownAt: { 1: NOW + 3_600_000 }, thisVisit: [] };
    expect(frequencyAllows({ id: 1, layer: 'corner' }, seen, NOW)).toBe(true);
  });
});

describe('stored history', () => {
  it('keeps only well-formed entries', () => {
    expect(parseShownAt({ 1: NOW, x: NOW, 2: 'soon', '-3': NOW, 4: Number.NaN })).toEqual({
      1: NOW,
    });
    expect(parseShownAt([1, 2])).toEqual({});
    expect(parseShownAt(undefined)).toEqual({});
    expect(
      parseVisitPopups([{ id: 1, layer: 'modal' }, { id: 2, layer: 'sideways' }, null, 3]),
    ).toEqual([{ id: 1, layer: 'modal' }]);
    expect(parseVisitPopups('[]')).toEqual([]);
  });

  it('counts a popup once per visit however often it is recorded', () => {
    const once = recordShown(fresh, { id: 1, layer: 'corner' }, NOW);
    const twice = recordShown(once, { id: 1, layer: 'corner' }, NOW + 1000);
    expect(twice.thisVisit).toEqual([{ id: 1, layer: 'corner' }]);
    expect(twice.shownAt[1]).toBe(NOW + 1000);
  });
});
