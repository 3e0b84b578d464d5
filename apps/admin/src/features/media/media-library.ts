import { type Media, parseMediaPath } from '@oficina/core';
import { formatFileSize } from '../backup/backup-text';

export const MEDIA_PAGE_SIZE = 24;

/** The smallest WebP copy: what a thumbnail needs, a few KB instead of the full image. */
export function thumbnailOf(media: Pick<Media, 'variants' | 'url'>): string {
  return media.variants[0]?.url ?? media.url;
}

/** "1,2 MB · 1920 × 1080 px": the uploaded original's size and dimensions. */
export function mediaFacts(
  media: Pick<Media, 'byte_size' | 'original_width' | 'original_height'>,
): string {
  return `${formatFileSize(media.byte_size)} · ${media.original_width} × ${media.original_height} px`;
}

/** What the panel already reads about the site's content, to say where an image appears. */
export interface ContentWithImages {
  services?: ReadonlyArray<{ title: string; image: string }>;
  portfolio?: ReadonlyArray<{ title: string; images: readonly string[] }>;
  posts?: ReadonlyArray<{ title: string; cover_image: string | null; body: string }>;
  about?: { image: string | null } | null;
  company?: { logo: string | null; favicon: string | null } | null;
}

const isOf = (id: number) => (path: string | null | undefined) =>
  !!path && parseMediaPath(path)?.id === id;

/**
 * The places of the site that show the image with this id, in words for the delete
 * confirmation ("Serviço “Recarga de gás”"). Any of its sizes counts, and so does a post that
 * has it in its text.
 */
export function mediaUsage(id: number, content: ContentWithImages): string[] {
  const uses = isOf(id);
  const inText = `/media/u/${id}-`;
  const places: string[] = [];
  for (const service of content.services ?? [])
    if (uses(service.image)) places.push(`Serviço “${service.title}”`);
  for (const item of content.portfolio ?? [])
    if (item.images.some(uses)) places.push(`Portfólio “${item.title}”`);
  for (const post of content.posts ?? [])
    if (uses(post.cover_image) || post.body.includes(inText)) places.push(`Blog “${post.title}”`);
  if (uses(content.about?.image)) places.push('Página Sobre');
  if (uses(content.company?.logo)) places.push('Logotipo da empresa');
  if (uses(content.company?.favicon)) places.push('Ícone do site');
  return places;
}
