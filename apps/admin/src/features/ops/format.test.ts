import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatLongDateTime, formatRelative } from './format';

describe('formatDateTime', () => {
  it('shows São Paulo time, day first', () => {
    expect(formatDateTime('2025-12-31T21:05:00.000Z')).toBe('31/12/2025 18:05');
    expect(formatDateTime('2025-01-02T03:00:00Z')).toBe('02/01/2025 00:00');
  });

  it('shows a dash for a missing or broken date', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('ontem')).toBe('—');
  });

  it('writes the long form in Portuguese', () => {
    expect(formatLongDateTime('2025-12-31T21:05:00.000Z')).toMatch(/31 de dezembro de 2025/);
  });
});

describe('formatRelative', () => {
  const now = new Date('2025-06-10T12:00:00Z');
  it('says how long ago, in Portuguese', () => {
    expect(formatRelative('2025-06-10T11:59:40Z', now)).toBe('agora');
    expect(formatRelative('2025-06-10T11:55:00Z', now)).toBe('há 5 minutos');
    expect(formatRelative('2025-06-10T09:00:00Z', now)).toBe('há 3 horas');
    expect(formatRelative('2025-06-09T10:00:00Z', now)).toBe('ontem');
    expect(formatRelative('2025-05-20T10:00:00Z', now)).toBe('há 3 semanas');
  });
});

describe('formatCount', () => {
  it('uses the Brazilian thousands separator and the right plural', () => {
    expect(formatCount(1234, 'mensagem', 'mensagens')).toBe('1.234 mensagens');
    expect(formatCount(1, 'mensagem', 'mensagens')).toBe('1 mensagem');
    expect(formatCount(0, 'mensagem', 'mensagens')).toBe('0 mensagens');
  });
});
