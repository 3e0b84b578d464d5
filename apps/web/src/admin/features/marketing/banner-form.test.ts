import { describe, expect, it } from 'vitest';
import { placementNote } from './banner-form';

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
