import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-messages';

describe('fieldMessage', () => {
  it('gives each length rule a sentence in Portuguese', () => {
    expect(fieldMessage('name', { type: 'too_small', message: 'Pequeno demais' })).toBe(
      'Informe seu nome (pelo menos 2 letras).',
    );
    expect(fieldMessage('message', { type: 'too_big', message: 'Grande demais' })).toMatch(
      /no máximo 5.000/,
    );
  });

  it("keeps the schema's own messages and has nothing to say without an error", () => {
    expect(
      fieldMessage('email', { type: 'invalid_format', message: 'Informe um e-mail válido' }),
    ).toBe('Informe um e-mail válido');
    expect(fieldMessage('phone', undefined)).toBeNull();
  });
});
