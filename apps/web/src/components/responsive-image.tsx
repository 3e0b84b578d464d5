import { imageSrcSet } from '@oficina/core';
import type { CSSProperties, ImgHTMLAttributes } from 'react';
import './responsive-image.css';

type ImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading' | 'decoding'
>;

export interface ResponsiveImageProps extends ImgProps {
  src: string;
  /** Describe the image, or '' when it only decorates (its text is beside it). */
  alt: string;
  /**
   * The box the image fills, as an aspect ratio: the page reserves it before the image
   * arrives (no layout shift) and the image is cropped (`fit="cover"`) or letterboxed to it.
   */
  width: number;
  height: number;
  /** How wide it is drawn, for the browser to pick a size (`<img sizes>`). */
  sizes?: string;
  /** Above the fold (hero, a post's cover): loaded at once with high priority. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
}

/**
 * Every picture of the public site. Uploaded images (`/media/u/{id}-{hash}-{w}.webp`) and the
 * shipped demo photos (`/media/sobre/oficina-1200.webp`) get a `srcset` of their smaller copies
 * so a phone never downloads the 1920 px one; SVGs and external addresses pass through as a
 * single source.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  fit = 'cover',
  className,
  style,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src) ?? undefined;
  return (
    <img
      {...rest}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={['responsive-image', className].filter(Boolean).join(' ')}
      data-fit={fit === 'contain' ? 'contain' : undefined}
      style={{ '--image-ratio': `${width} / ${height}`, ...style } as CSSProperties}
    />
  );
}
