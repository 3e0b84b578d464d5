import { describe, expect, it } from 'vitest';
import { splitLeadingTitle } from './markdown';

describe('splitLeadingTitle', () => {
  it('takes a leading "# Title" off the text', () => {
    expect(splitLeadingTitle('# Termos de Uso\n\nTexto.')).toEqual({
      title: 'Termos de Uso',
      body: 'Texto.',
    });
  });

  it('leaves texts without a level-1 title alone', () => {
    expect(splitLeadingTitle('## Seção\n\nTexto.')).toEqual({
      title: null,
      body: '## Seção\n\nTexto.',
    });
    expect(splitLeadingTitle('Texto # não é título')).toEqual({
      title: null,
      body: 'Texto # não é título',
    });
  });
});
