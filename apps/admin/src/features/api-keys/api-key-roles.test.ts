import { describe, expect, it } from 'vitest';
import { roleOptions } from './api-key-roles';

describe('the roles a key may be given', () => {
  it('offers no role above the caller’s', () => {
    expect(roleOptions('admin').map((option) => option.value)).toEqual([
      'viewer',
      'manager',
      'admin',
    ]);
    expect(roleOptions('manager').map((option) => option.value)).toEqual(['viewer', 'manager']);
    expect(roleOptions('user')).toEqual([]);
    expect(roleOptions(null)).toEqual([]);
  });

  it('names them in Portuguese', () => {
    expect(roleOptions('admin').map((option) => option.label)).toEqual([
      'Visualizador',
      'Gerente',
      'Administrador',
    ]);
  });
});
