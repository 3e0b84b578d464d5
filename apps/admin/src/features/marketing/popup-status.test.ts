import { describe, expect, it } from 'vitest';
import { popupStatus } from './popup-status';

const NOW = new Date('2025-06-01T12:00:00Z');
const base = {
  id: 1,
  active: true,
  target_pages: '*',
  start_date: null,
  expiry_date: null,
  priority: 0,
};

describe('popupStatus', () => {
  it('follows the site rule', () => {
    expect(popupStatus(base, NOW)).toBe('live');
    expect(popupStatus({ ...base, active: false }, NOW)).toBe('inactive');
    expect(popupStatus({ ...base, start_date: '2025-07-01T00:00:00Z' }, NOW)).toBe('scheduled');
    expect(popupStatus({ ...base, expiry_date: '2025-05-01T00:00:00Z' }, NOW)).toBe('expired');
    expect(popupStatus({ ...base, expiry_date: NOW.toISOString() }, NOW)).toBe('expired');
    expect(
      popupStatus(
        { ...base, start_date: '2025-05-01T00:00:00Z', expiry_date: '2025-07-01T00:00:00Z' },
        NOW,
      ),
    ).toBe('live');
  });

  it('calls a popup past its end expired even if its start is in the future', () => {
    expect(
      popupStatus(
        { ...base, start_date: '2025-08-01T00:00:00Z', expiry_date: '2025-05-01T00:00:00Z' },
        NOW,
      ),
    ).toBe('expired');
  });

  it('an inactive popup is inactive whatever its dates', () => {
    expect(popupStatus({ ...base, active: false, expiry_date: '2025-05-01T00:00:00Z' }, NOW)).toBe(
      'inactive',
    );
  });
});
