import { faqEntity, jsonBoolean, optionalText, requiredText } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entityDefaults } from './entity-fields';
import { fieldShape, newRowValue } from './field-shape';

describe('fieldShape reads the input to draw from a field’s rule', () => {
  it('takes a text’s limits and whether it must be filled', () => {
    expect(fieldShape(requiredText(300, 3))).toEqual({
      kind: 'text',
      required: true,
      minLength: 3,
      maxLength: 300,
    });
    expect(fieldShape(optionalText(80))).toMatchObject({
      kind: 'text',
      required: false,
      maxLength: 80,
    });
  });

  it('takes a number’s bounds, under its default', () => {
    expect(fieldShape(z.number().int().min(0).max(10_000).default(0))).toMatchObject({
      kind: 'number',
      required: false,
      min: 0,
      max: 10_000,
    });
  });

  it('sees a strict boolean and a list of values through their wrappers', () => {
    expect(fieldShape(jsonBoolean().default(true))).toEqual({ kind: 'boolean' });
    expect(fieldShape(z.enum(['a', 'b']).default('b'))).toEqual({
      kind: 'choice',
      required: false,
      values: ['a', 'b'],
    });
  });
});

describe('a new row’s form values', () => {
  it('come from the declared defaults, else an empty input', () => {
    expect(newRowValue(z.enum(['a', 'b']).default('b'))).toBe('b');
    expect(newRowValue(requiredText(10))).toBe('');
    expect(newRowValue(z.enum(['a', 'b']))).toBe('a');
  });

  it('are the table’s defaults for a FAQ', () => {
    expect(entityDefaults(faqEntity)).toEqual({
      question: '',
      answer: '',
      display_order: 0,
      active: true,
    });
  });

  it('make a form the input schema reads back once filled', () => {
    const values = { ...entityDefaults(faqEntity), question: 'Tem garantia?', answer: 'Sim.' };
    expect(faqEntity.input.parse(values)).toEqual(values);
  });
});
