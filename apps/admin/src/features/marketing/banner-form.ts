import {
  BANNER_POSITIONS,
  BANNER_TONES,
  type BannerSchedule,
  type BannerTone,
  bannerEntity,
  bannerState,
  formatDateTime,
} from '@oficina/core';
import { decodeTargetPages, pageLabel } from './target-pages';

export type BannerPosition = (typeof BANNER_POSITIONS)[number];

/** Each position in the owner's words, as the banner's declaration in core gives them. */
export const POSITION_LABELS = bannerEntity.fields.position.options as Record<
  BannerPosition,
  string
>;

export const POSITION_SHORT_LABELS: Record<BannerPosition, string> = {
  header: 'Cabeçalho',
  top: 'Topo',
  hero: 'Destaque',
  middle: 'Meio',
  bottom: 'Final',
  footer: 'Rodapé',
};

export const POSITION_OPTIONS = BANNER_POSITIONS.map((position) => ({
  value: position,
  label: POSITION_LABELS[position],
}));

export const DEMO_PAGE = '/demo-popups-banners';

/**
 * Pages of the public site that draw each position (the BannerSlot elements in
 * apps/web/src/routes); the demo page draws all of them. Keep in step with those routes.
 */
export const POSITION_PAGES: Record<BannerPosition, readonly string[]> = {
  header: [],
  top: [],
  hero: ['/'],
  middle: ['/', '/servicos'],
  bottom: ['/contato'],
  footer: [],
};

/** Where a position banner will actually be seen, given its pages (or a warning). */
export function placementNote(position: BannerPosition, targetPages: string | undefined): string {
  const drawn = POSITION_PAGES[position];
  const { all, pages } = decodeTargetPages(targetPages);
  const names = (paths: readonly string[]) => paths.map(pageLabel).join(', ');
  if (drawn.length === 0) {
    return `Hoje a posição ${POSITION_SHORT_LABELS[position]} só aparece na página de demonstração (${DEMO_PAGE}).`;
  }
  if (all) return `Aparece em: ${names([...drawn, DEMO_PAGE])}.`;
  const seen = pages.filter((page) => drawn.includes(page) || page === DEMO_PAGE);
  if (seen.length === 0) {
    return `Atenção: nenhuma das páginas escolhidas tem a posição ${POSITION_SHORT_LABELS[position]}; ela existe em ${names(drawn)}.`;
  }
  const missing = pages.filter((page) => !seen.includes(page));
  return missing.length > 0
    ? `Aparece em: ${names(seen)}. Não aparece em ${names(missing)}, que não ${missing.length > 1 ? 'têm' : 'tem'} esta posição.`
    : `Aparece em: ${names(seen)}.`;
}

export const TONE_LABELS = bannerEntity.fields.tone.options as Record<BannerTone, string>;

export const TONE_OPTIONS = BANNER_TONES.map((tone) => ({ value: tone, label: TONE_LABELS[tone] }));

/**
 * The banner's state by its switch and dates, in the owner's words (core's bannerState, the rule
 * the site applies); null while it shows with no date ahead worth mentioning.
 */
export function scheduleNote(banner: BannerSchedule, now: Date): string | null {
  const state = bannerState(banner, now);
  if (state === 'inactive') return 'Inativo: não aparece no site enquanto estiver desligado.';
  if (state === 'scheduled') {
    return `Agendado: aparece no site a partir de ${formatDateTime(banner.starts_at)}.`;
  }
  if (state === 'ended') {
    return `Encerrado: saiu do site em ${formatDateTime(banner.ends_at)}.`;
  }
  return banner.ends_at ? `No ar até ${formatDateTime(banner.ends_at)}.` : null;
}
