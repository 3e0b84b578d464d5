import { describe, expect, it } from 'vitest';
import { formValues } from './form-values';

describe("an edit form's values", () => {
  const defaults = { name: '', content: '', rating: 5, service: '' };

  it('copies the fields the form has from the row, and nothing else', () => {
    const row = {
      id: 7,
      name: 'Ana',
      content: 'Ótimo atendimento.',
      rating: 4,
      service: 'Higienização',
      created_at: '2026-01-01T00:00:00Z',
    };
    expect(formValues(row, defaults)).toEqual({
      name: 'Ana',
      content: 'Ótimo atendimento.',
      rating: 4,
      service: 'Higienização',
    });
  });

  it('uses the default where the row has null or nothing, but keeps false and 0', () => {
    expect(
      formValues({ name: 'Bia', content: 'Bom.', rating: 0, service: null }, defaults),
    ).toEqual({ name: 'Bia', content: 'Bom.', rating: 0, service: '' });
    expect(formValues({ active: false }, { active: true, display_order: 3 })).toEqual({
      active: false,
      display_order: 3,
    });
  });
});
