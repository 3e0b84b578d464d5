import type { EditableContent } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { contentFormSchema, contentToForm, NEW_TEXT } from './content-form';

describe('content form', () => {
  it('starts a new text in the general group, as plain text', () => {
    expect(NEW_TEXT).toEqual({
      key: '',
      section: 'geral',
      type: 'text',
      value: '',
      description: '',
    });
  });

  it('fills the form from a text, a missing name as an empty input', () => {
    const item: EditableContent = {
      key: 'home.hero.title',
      section: 'home',
      type: 'markdown',
      value: '## Olá',
      description: null,
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(contentToForm(item)).toEqual({
      key: 'home.hero.title',
      section: 'home',
      type: 'markdown',
      value: '## Olá',
      description: '',
    });
  });

  it('refuses a key with capitals and an empty group, in Portuguese', () => {
    const result = contentFormSchema.safeParse({ ...NEW_TEXT, key: 'Home', section: ' ' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['key', 'section']));
    expect(result.error?.issues.find((issue) => issue.path[0] === 'key')?.message).toBe(
      'Use letras minúsculas, números, ponto, hífen e sublinhado',
    );
  });
});
