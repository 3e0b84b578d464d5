import { BANNER_POSITIONS, type Banner, type bannerInputSchema } from '@oficina/core';
import type { z } from 'zod';
import { parseBannerContent } from '../../../features/banners/banner-content';
import { checkJson } from './json-check';
import { decodeTargetPages, pageLabel } from './target-pages';

export type BannerFormValues = z.input<typeof bannerInputSchema>;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const POSITION_LABELS: Record<BannerPosition, string> = {
  header: 'Cabeçalho — faixa mais alta, acima do menu',
  top: 'Topo — logo abaixo do menu',
  hero: 'Destaque — a área principal da página',
  middle: 'Meio — entre as seções do conteúdo',
  bottom: 'Final — fecha o conteúdo da página',
  footer: 'Rodapé — acima do rodapé do site',
};

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

/** Fields of a position banner's JSON (what parseBannerContent reads). */
export const BANNER_FIELDS = [
  { name: 'title', help: 'Título em destaque.' },
  { name: 'subtitle', help: 'Uma linha de texto abaixo do título.' },
  { name: 'cta_text', help: 'Texto do botão (opcional).' },
  {
    name: 'cta_link',
    help: 'Para onde o botão leva: uma página do site (/contato) ou um endereço http(s). Sem ele, não há botão.',
  },
] as const;

const TEMPLATE = {
  title: 'Título do banner',
  subtitle: 'Uma linha de texto com a oferta ou o aviso.',
  cta_text: 'Saiba mais',
  cta_link: '/contato',
};

/** A starting JSON for a banner, indented for reading. */
export function contentTemplate(): string {
  return JSON.stringify(TEMPLATE, null, 2);
}

export const EMPTY_BANNER: BannerFormValues = {
  title: '',
  key: '',
  content: contentTemplate(),
  position: 'top',
  target_pages: 'all',
  display_order: 0,
  active: true,
};

/** Stored JSON is shown indented when it parses (it is usually saved on one line). */
function readableJson(content: string): string {
  const result = checkJson(content);
  return result.ok ? JSON.stringify(result.value, null, 2) : content;
}

export function bannerToForm(banner: Banner, { indent = true } = {}): BannerFormValues {
  return {
    title: banner.title,
    key: banner.key,
    content: indent ? readableJson(banner.content) : banner.content,
    position: banner.position,
    target_pages: banner.target_pages,
    display_order: banner.display_order,
    active: banner.active,
  };
}

export type BannerPreview =
  | { kind: 'invalid'; message: string }
  | { kind: 'banner'; content: NonNullable<ReturnType<typeof parseBannerContent>> }
  | { kind: 'empty' };

/** What the site would draw for the form's content. */
export function bannerPreview(content: string | undefined): BannerPreview {
  const check = checkJson(content ?? '');
  if (!check.ok) return { kind: 'invalid', message: check.message };
  const parsed = parseBannerContent(content ?? '');
  return parsed ? { kind: 'banner', content: parsed } : { kind: 'empty' };
}

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
