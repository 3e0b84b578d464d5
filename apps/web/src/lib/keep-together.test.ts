import { describe, expect, it } from 'vitest';
import { splitKeepTogether } from './keep-together';

const kept = (text: string) =>
  splitKeepTogether(text)
    .filter((piece) => piece.keep)
    .map((piece) => piece.text);

describe('splitKeepTogether', () => {
  it('keeps the whole text, in order', () => {
    const text = 'Ligue (21) 2671-4455 ou escreva para contato@friocar.com.br hoje.';
    expect(
      splitKeepTogether(text)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(text);
  });

  it('marks phone numbers in the usual Brazilian ways', () => {
    expect(kept('Ligue (21) 2671-4455.')).toEqual(['(21) 2671-4455']);
    expect(kept('WhatsApp (21)99876-5432')).toEqual(['(21)99876-5432']);
    expect(kept('ex.: 21 99999-0000')).toEqual(['21 99999-0000']);
    expect(kept('+55 (21) 99876-5432')).toEqual(['+55 (21) 99876-5432']);
    expect(kept('só 99876-5432')).toEqual(['99876-5432']);
    expect(kept('0800 123 4567')).toEqual(['0800 123 4567']);
  });

  it('marks e-mail addresses as e-mails', () => {
    expect(splitKeepTogether('contato@frio-car.com.br')).toEqual([
      { text: 'contato@frio-car.com.br', keep: 'email' },
    ]);
  });

  it('marks refrigerant names and temperatures', () => {
    expect(kept('Gás R-134a e R-1234yf, não o R-12.')).toEqual(['R-134a', 'R-1234yf', 'R-12']);
    expect(kept('baú a -18 °C e saída a 5,5 °C')).toEqual(['-18 °C', '5,5 °C']);
  });

  it('leaves other numbers alone', () => {
    expect(kept('VW Delivery 11.180, ano 2019, CEP 25020-140, 1234 - Centro')).toEqual([]);
    expect(kept('Ar-condicionado')).toEqual([]);
  });

  it('gives one plain piece for a text without tokens, and none for an empty one', () => {
    expect(splitKeepTogether('Higienização')).toEqual([{ text: 'Higienização' }]);
    expect(splitKeepTogether('')).toEqual([]);
  });
});
