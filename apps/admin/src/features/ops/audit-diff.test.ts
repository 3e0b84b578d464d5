import { describe, expect, it } from 'vitest';
import {
  auditChanges,
  displayValue,
  fieldValue,
  recordName,
  sameValue,
  truncate,
} from './audit-diff';

const iso = (value: string) => `data(${value})`;

describe('auditChanges', () => {
  it('lists only the fields an update changed, without updated_at', () => {
    const before = { id: 3, title: 'Carga de gás', price: '', active: true, updated_at: 'a' };
    const after = { id: 3, title: 'Carga de gás R134a', price: '', active: false, updated_at: 'b' };
    expect(auditChanges(before, after)).toEqual([
      { field: 'title', before: 'Carga de gás', after: 'Carga de gás R134a' },
      { field: 'active', before: true, after: false },
    ]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(auditChanges(null, { id: 1, name: 'Ana' })).toEqual([
      { field: 'id', before: null, after: 1 },
      { field: 'name', before: null, after: 'Ana' },
    ]);
    expect(auditChanges({ id: 1, name: 'Ana' }, null)).toEqual([
      { field: 'id', before: 1, after: null },
      { field: 'name', before: 'Ana', after: null },
    ]);
  });

  it('compares arrays and objects by content', () => {
    expect(auditChanges({ order: [1, 2, 3] }, { order: [1, 2, 3] })).toEqual([]);
    expect(auditChanges({ order: [1, 2, 3] }, { order: [2, 1, 3] })).toEqual([
      { field: 'order', before: [1, 2, 3], after: [2, 1, 3] },
    ]);
    expect(sameValue({ a: 1, b: [1] }, { b: [1], a: 1 })).toBe(true);
  });

  it('treats a field that appears or disappears as a change', () => {
    expect(auditChanges({ a: 1 }, { a: 1, b: 2 })).toEqual([
      { field: 'b', before: null, after: 2 },
    ]);
  });

  it('handles a bare value', () => {
    expect(auditChanges('x', 'y')).toEqual([{ field: 'value', before: 'x', after: 'y' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('displayValue', () => {
  it('writes values for a person', () => {
    expect(displayValue(null, iso)).toBe('—');
    expect(displayValue('', iso)).toBe('—');
    expect(displayValue(true, iso)).toBe('Sim');
    expect(displayValue(false, iso)).toBe('Não');
    expect(displayValue(12, iso)).toBe('12');
    expect(displayValue('2025-01-02T03:04:05.000Z', iso)).toBe('data(2025-01-02T03:04:05.000Z)');
    expect(displayValue([1, 2], iso)).toBe('[\n  1,\n  2\n]');
  });
});

describe('truncate', () => {
  it('cuts long text only', () => {
    expect(truncate('curto', 10)).toEqual({ text: 'curto', cut: false });
    expect(truncate('um texto bem comprido', 8)).toEqual({ text: 'um texto…', cut: true });
  });
});

describe('recordName', () => {
  it('names the record by its title, name, question…', () => {
    expect(recordName(null, { id: 1, title: 'Carga de gás' })).toBe('Carga de gás');
    expect(recordName({ id: 1, question: 'Vocês atendem sábado?' }, null)).toBe(
      'Vocês atendem sábado?',
    );
    expect(recordName({ order: [1, 2] }, { order: [2, 1] })).toBeNull();
    expect(recordName(null, null)).toBeNull();
  });
});

describe('fieldValue', () => {
  it('names roles and statuses', () => {
    expect(fieldValue('role', 'admin')).toBe('Administrador');
    expect(fieldValue('status', 'em_andamento')).toBe('Em andamento');
    expect(fieldValue('status', 'outro')).toBe('outro');
    expect(fieldValue('title', 'admin')).toBe('admin');
    expect(fieldValue('role', null)).toBeNull();
  });

  it('names a setting by its label and a WhatsApp context by its place', () => {
    expect(fieldValue('key', 'session_timeout', 'setting')).toBe('Tempo limite da sessão');
    expect(fieldValue('name', 'float_button', 'whatsapp-context')).toBe(
      'Botão flutuante (todas as páginas)',
    );
    // Another entity's key is its own text.
    expect(fieldValue('key', 'home.hero.title', 'editable-content')).toBe('home.hero.title');
  });
});
