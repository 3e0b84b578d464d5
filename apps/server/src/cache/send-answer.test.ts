import { describe, expect, it } from 'vitest';
import { acceptedEncoding, matchesEtag } from './send-answer';

const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };

describe('acceptedEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header, both)).toBe(expected);
  });

  it('only offers what is ready', () => {
    expect(acceptedEncoding('br, gzip', { gzip: both.gzip })).toBe('gzip');
    expect(acceptedEncoding('br, gzip', {})).toBeUndefined();
  });
});

describe('matchesEtag', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
