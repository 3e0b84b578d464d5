import { buildWhatsAppLink } from '@oficina/core';
import { describe, expect, it } from 'vitest';
import { formatWhatsAppNumber, unknownPlaceholders, whatsappPreview } from './whatsapp-preview';

describe('WhatsApp preview', () => {
  it('builds the same link as core, with the country code and {urgency} filled', () => {
    const preview = whatsappPreview(
      '(21) 99876-5432',
      'Atendimento {urgency} na {company}',
      'FrioCar',
    );
    expect(preview.url).toBe(
      buildWhatsAppLink('21998765432', 'Atendimento {urgency} na {company}', {
        urgency: 'urgente',
        company: 'FrioCar',
        query: 'recarga de gás',
        service: 'Higienização do ar-condicionado',
        title: 'Por que o ar do carro para de gelar?',
      }),
    );
    expect(preview.url.startsWith('https://wa.me/5521998765432?text=')).toBe(true);
    expect(preview.message).toBe('Atendimento urgente na FrioCar');
    expect(preview.number).toBe('5521998765432');
    expect(preview.formattedNumber).toBe('+55 (21) 99876-5432');
    expect(preview.validNumber).toBe(true);
  });

  it('flags short numbers and unknown placeholders', () => {
    const preview = whatsappPreview('1234', 'Oi {nome}, {urgency} {nome}', 'X');
    expect(preview.validNumber).toBe(false);
    expect(preview.unknownPlaceholders).toEqual(['{nome}']);
    expect(preview.message).toBe('Oi {nome}, urgente {nome}');
    expect(unknownPlaceholders('Busca: {query}')).toEqual([]);
  });

  it('formats landlines, mobiles and numbers that already carry 55', () => {
    expect(formatWhatsAppNumber('2126714455')).toBe('+55 (21) 2671-4455');
    expect(formatWhatsAppNumber('+55 21 99876-5432')).toBe('+55 (21) 99876-5432');
    expect(formatWhatsAppNumber('')).toBe('');
  });
});
