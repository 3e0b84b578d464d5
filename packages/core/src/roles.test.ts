import { describe, expect, it } from 'vitest';
import { hasRank, ROLE_RANK } from './roles';

describe('role ranks', () => {
  it('ranks admin 3 > manager 2 > viewer 1 > user 0', () => {
    expect(ROLE_RANK).toEqual({ admin: 3, manager: 2, viewer: 1, user: 0 });
  });

  it('grants a role at or above the required rank', () => {
    expect(hasRank('admin', 'admin')).toBe(true);
    expect(hasRank('admin', 'viewer')).toBe(true);
    expect(hasRank('manager', 'viewer')).toBe(true);
    expect(hasRank('viewer', 'viewer')).toBe(true);
  });

  it('refuses lower, missing and unknown roles', () => {
    expect(hasRank('manager', 'admin')).toBe(false);
    expect(hasRank('user', 'viewer')).toBe(false);
    expect(hasRank(undefined, 'user')).toBe(false);
    expect(hasRank('superuser', 'user')).toBe(false);
    expect(hasRank('__proto__', 'user')).toBe(false);
  });
});
