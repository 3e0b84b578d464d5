import { describe, expect, it } from 'vitest';
import { HEALTH_FAILURE_MESSAGE, healthNotice } from './health-logic';

describe('healthNotice', () => {
  it('speaks only after a failure the visitor has not closed', () => {
    expect(healthNotice('checking', false)).toBe('');
    expect(healthNotice('ok', false)).toBe('');
    expect(healthNotice('failed', false)).toBe(HEALTH_FAILURE_MESSAGE);
    expect(healthNotice('failed', true)).toBe('');
  });
});
