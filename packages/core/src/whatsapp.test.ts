import { describe, expect, it } from 'vitest';
import { buildWhatsAppLink, fillTemplate, normalizeWhatsAppNumber } from './whatsapp';

describe('normalizeWhatsAppNumber', () => {
  it('keeps digits only and prefixes Brazil (55)', () => {
    expect(normalizeWhatsAppNumber('(21) 99876-5432')).toBe('5521998765432');
    expect(normalizeWhatsAppNumber('21 2671-4455')).toBe('552126714455');
  });

  it('does not prefix twice', () => {
    expect(normalizeWhatsAppNumber('+55 (21) 99876-5432')).toBe('5521998765432');
  });

  it('gives an empty string for a number without digits', () => {
    expect(normalizeWhatsAppNumber('sem número')).toBe('');
  });
});

describe('fillTemplate', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(
      fillTemplate('Preciso de atendimento {urgency} para o {service}', { urgency: 'urgente' }),
    ).toBe('Preciso de atendimento urgente para o {service}');
  });

  it('replaces every occurrence', () => {
    expect(fillTemplate('{a}-{a}', { a: 1 })).toBe('1-1');
  });
});

describe('buildWhatsAppLink', () => {
  it('builds a wa.me link with the encoded, filled message', () => {
    const link = buildWhatsAppLink('(21) 99876-5432', 'Olá! Atendimento {urgency} & rápido?', {
      urgency: 'urgente',
    });
    expect(link).toBe(
      `https://wa.me/5521998765432?text=${encodeURIComponent('Olá! Atendimento urgente & rápido?')}`,
    );
  });

  it('omits the text parameter without a message', () => {
    expect(buildWhatsAppLink('21998765432')).toBe('https://wa.me/5521998765432');
  });
});
