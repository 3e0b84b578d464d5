import { describe, expect, it } from 'vitest';
import { buildDirectionsUrl } from './directions';

describe('buildDirectionsUrl', () => {
  it('sends the address as the encoded destination of a directions link', () => {
    expect(
      buildDirectionsUrl('Rua José de Alvarenga, 1234 - Centro, Duque de Caxias - RJ, 25020-140'),
    ).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Rua%20Jos%C3%A9%20de%20Alvarenga%2C%201234%20-%20Centro%2C%20Duque%20de%20Caxias%20-%20RJ%2C%2025020-140',
    );
  });

  it('encodes characters that would end or split the query', () => {
    const url = new URL(buildDirectionsUrl('Av. Brasil & Rua 2, nº 10 #fundos ?'));
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('Av. Brasil & Rua 2, nº 10 #fundos ?');
    expect(url.hash).toBe('');
  });

  it('folds line breaks and repeated spaces into single spaces', () => {
    expect(buildDirectionsUrl('  Rua Um, 10\n  Centro\r\nDuque de Caxias  ')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Rua%20Um%2C%2010%20Centro%20Duque%20de%20Caxias',
    );
  });

  it('gives an empty string when there is no address', () => {
    expect(buildDirectionsUrl('')).toBe('');
    expect(buildDirectionsUrl(' \n ')).toBe('');
  });
});
