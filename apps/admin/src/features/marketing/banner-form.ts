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

/**
 * Pages that place the middle position between their own sections (the routes' staticData
 * `ownBannerPositions` in apps/web/src/routes); on every other page the site layout draws it
 * at the end of the page's content. Every other position has the same place on every page.
 */
export const MIDDLE_BETWEEN_SECTIONS: readonly string[] = ['/', '/servicos'];

/** Where a banner will be seen, given its position and its pages. */
export function placementNote(position: BannerPosition, targetPages: string | undefined): string {
  const { all, pages } = decodeTargetPages(targetPages);
  if (!all && pages.length === 0) return 'Escolha ao menos uma página para o banner aparecer.';
  const where = all
    ? 'Aparece em todas as páginas.'
    : `Aparece em: ${pages.map(pageLabel).join(', ')}.`;
  if (position !== 'middle') return where;
  const between = MIDDLE_BETWEEN_SECTIONS.filter((page) => all || pages.includes(page));
  const atTheEnd = all || pages.some((page) => !MIDDLE_BETWEEN_SECTIONS.includes(page));
  if (!atTheEnd) return where;
  return between.length > 0
    ? `${where} Em ${between.map(pageLabel).join(' e ')} fica entre as seções; nas outras, no fim do conteúdo.`
    : `${where} Fica no fim do conteúdo da página.`;
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
