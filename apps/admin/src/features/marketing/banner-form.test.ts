import { describe, expect, it } from 'vitest';
import { placementNote, scheduleNote, TONE_OPTIONS } from './banner-form';

describe('placementNote', () => {
  it('names the pages the banner appears on, whatever its position', () => {
    expect(placementNote('top', 'all')).toBe('Aparece em todas as páginas.');
    expect(placementNote('header', '/contato, /')).toBe('Aparece em: Página inicial, Contato.');
    expect(placementNote('hero', '/contato')).toBe('Aparece em: Contato.');
    expect(placementNote('footer', '')).toBe('Escolha ao menos uma página para o banner aparecer.');
  });

  it('says where the middle banner sits on pages without sections', () => {
    expect(placementNote('middle', '/servicos')).toBe('Aparece em: Serviços.');
    expect(placementNote('middle', 'all')).toBe(
      'Aparece em todas as páginas. Em Página inicial e Serviços fica entre as seções; nas outras, no fim do conteúdo.',
    );
    expect(placementNote('middle', '/contato')).toBe(
      'Aparece em: Contato. Fica no fim do conteúdo da página.',
    );
  });
});

describe('scheduleNote', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  const at = (starts_at: string | null, ends_at: string | null, active = true) => ({
    active,
    starts_at,
    ends_at,
  });

  it('says when a banner is scheduled or ended, on the workshop clock', () => {
    expect(scheduleNote(at('2026-03-12T11:00:00Z', null), now)).toBe(
      'Agendado: aparece no site a partir de 12/03/2026 08:00.',
    );
    expect(scheduleNote(at(null, '2026-03-09T21:30:00Z'), now)).toBe(
      'Encerrado: saiu do site em 09/03/2026 18:30.',
    );
    expect(scheduleNote(at(null, '2026-03-11T21:30:00Z'), now)).toBe('No ar até 11/03/2026 18:30.');
    expect(scheduleNote(at(null, null), now)).toBeNull();
    expect(scheduleNote(at(null, null, false), now)).toMatch(/^Inativo/);
  });
});

describe('TONE_OPTIONS', () => {
  it('names every tone in Portuguese', () => {
    expect(TONE_OPTIONS.map((option) => option.label)).toEqual([
      'Padrão do site',
      'Informação (azul)',
      'Sucesso (verde)',
      'Aviso (amarelo)',
      'Neutro (cinza)',
    ]);
  });
});
