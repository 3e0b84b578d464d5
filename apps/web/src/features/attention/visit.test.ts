import { describe, expect, it } from 'vitest';
import { parseVisit } from './visit';

describe('parseVisit', () => {
  it('reads a stored visit and ignores anything malformed', () => {
    expect(parseVisit('{"startedAt":5,"first":true}')).toEqual({ startedAt: 5, first: true });
    expect(parseVisit(null)).toBeNull();
    expect(parseVisit('nope')).toBeNull();
    expect(parseVisit('{"startedAt":"5","first":true}')).toBeNull();
    expect(parseVisit('{"startedAt":5}')).toBeNull();
    expect(parseVisit('null')).toBeNull();
  });
});
