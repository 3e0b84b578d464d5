import { describe, expect, it } from 'vitest';
import { placementNote, scheduleNote, TONE_OPTIONS } from './banner-form';

describe('placementNote', () => {
  it('names the pages that draw the position', () => {
    expect(placementNote('middle', 'all')).toBe(
      'Aparece em: Página inicial, Serviços, Demonstração de popups e banners.',
    );
    expect(placementNote('middle', '/servicos')).toBe('Aparece em: Serviços.');
  });

  it('warns when chosen pages do not have the position', () => {
    expect(placementNote('hero', '/contato')).toMatch(/^Atenção: nenhuma das páginas/);
    expect(placementNote('hero', '/, /contato')).toBe(
      'Aparece em: Página inicial. Não aparece em Contato, que não tem esta posição.',
    );
    expect(placementNote('top', 'all')).toMatch(/só aparece na página de demonstração/);
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
