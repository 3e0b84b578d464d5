import { aboutInputSchema, faqInputSchema, testimonialInputSchema } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { friendlyError } from './friendly-errors';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('friendlyError', () => {
  it('asks to fill an empty field and states minimum and maximum lengths plainly', () => {
    const result = faqInputSchema.safeParse(
      { question: 'ab', answer: 'x'.repeat(5001), display_order: 0, active: true },
      { error: friendlyError },
    );
    expect(messages(result)).toEqual({
      question: 'Escreva pelo menos 3 caracteres.',
      answer: 'Use no máximo 5000 caracteres.',
    });
    const empty = aboutInputSchema.safeParse(
      { title: 'Sobre', highlights: [{ label: '', value: '1' }] },
      { error: friendlyError },
    );
    expect(messages(empty)).toEqual({ 'highlights.0.label': 'Preencha este campo.' });
  });

  it('keeps the messages a schema sets itself', () => {
    const result = testimonialInputSchema.safeParse(
      { name: 'Ana', content: 'Ótimo', rating: 9 },
      { error: friendlyError },
    );
    expect(messages(result)).toEqual({ rating: 'A nota vai de 1 a 5' });
  });

  it('explains numbers out of range and missing numbers', () => {
    const result = aboutInputSchema.safeParse(
      { title: 'Sobre', founded_year: 1800 },
      { error: friendlyError },
    );
    expect(messages(result)).toEqual({ founded_year: 'Use um número a partir de 1900.' });
    const missing = faqInputSchema.safeParse(
      { question: 'Pergunta?', answer: 'Sim', display_order: Number.NaN },
      { error: friendlyError },
    );
    expect(messages(missing)).toEqual({ display_order: 'Informe um número.' });
  });
});
