import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greetingName, replyGreeting } from './lead-reply';

describe('greetingName', () => {
  it('greets by the first name, capitalised', () => {
    expect(greetingName('  maria  da silva ')).toBe('Maria');
    expect(greetingName('João Souza')).toBe('João');
    expect(greetingName('élida')).toBe('Élida');
    expect(greetingName('')).toBe('');
    expect(greetingName('   ')).toBe('');
  });

  it.each([
    ['Dona Cida', 'Dona Cida'],
    ['Seu Jorge', 'Seu Jorge'],
    ['dona cida pereira', 'Dona Cida'],
    ['seu jorge', 'Seu Jorge'],
    ['Sr. João Souza', 'Sr. João'],
    ['Sra. Ana Lima', 'Sra. Ana'],
    ['Dr. Paulo', 'Dr. Paulo'],
    ['Dra. Beatriz Alves', 'Dra. Beatriz'],
    ['DR PAULO', 'DR PAULO'],
    ['sr joão', 'Sr João'],
  ])('keeps the title of %j: %j', (name, expected) => {
    expect(greetingName(name)).toBe(expected);
  });

  it('leaves a title alone when no name follows it', () => {
    expect(greetingName('Dona')).toBe('Dona');
    expect(greetingName(' seu ')).toBe('Seu');
  });

  it('does not take names that only start like a title for one', () => {
    expect(greetingName('Seuza Lima')).toBe('Seuza');
    expect(greetingName('Drauzio Varella')).toBe('Drauzio');
    expect(greetingName('Donato Rios')).toBe('Donato');
  });

  it('the reply greets "Olá, Dona Cida!"', () => {
    expect(replyGreeting('Dona Cida', 'FrioCar')).toMatch(/^Olá, Dona Cida! Aqui é da FrioCar\./);
    expect(replyGreeting('Seu Jorge', null)).toMatch(/^Olá, Seu Jorge! Recebemos/);
  });

  // Names as typed in the contact form: words of letters (accents too), any spacing.
  const word = fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzáéíóúãõçâêôà'),
    minLength: 1,
  });
  const title = fc.constantFrom('Dona', 'Seu', 'Sr.', 'Sra.', 'Dr.', 'Dra.', 'dona', 'SEU', 'sr');
  const spaces = fc.constantFrom(' ', '  ', '\t', ' \n ');

  it('property: a title is kept with the next word, and only them', () => {
    fc.assert(
      fc.property(title, word, fc.array(word), spaces, (t, next, rest, gap) => {
        const greeted = greetingName(`${gap}${[t, next, ...rest].join(gap)}${gap}`);
        const [first, second, ...others] = greeted.split(' ');
        expect(others).toEqual([]);
        expect(first?.toLocaleLowerCase('pt-BR')).toBe(t.toLocaleLowerCase('pt-BR'));
        expect(second?.toLocaleLowerCase('pt-BR')).toBe(next.toLocaleLowerCase('pt-BR'));
      }),
    );
  });

  it('property: without a title, one word, capitalised, from the name', () => {
    const notTitle = word.filter(
      (w) => !['dona', 'seu', 'sr', 'sra', 'dr', 'dra'].includes(w.toLocaleLowerCase('pt-BR')),
    );
    fc.assert(
      fc.property(notTitle, fc.array(word), spaces, (first, rest, gap) => {
        const greeted = greetingName([first, ...rest].join(gap));
        expect(greeted).not.toContain(' ');
        expect(greeted.toLocaleLowerCase('pt-BR')).toBe(first.toLocaleLowerCase('pt-BR'));
        expect(greeted.charAt(0)).toBe(greeted.charAt(0).toLocaleUpperCase('pt-BR'));
      }),
    );
  });
});
