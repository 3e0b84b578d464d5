/** What a position banner shows (the `content` JSON of a banner). */
export interface BannerContent {
  title: string;
  subtitle: string;
  cta_text?: string;
  cta_link?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A site path ("/contato", not "//host") or an http(s) address; anything else is dropped. */
export function safeBannerLink(link: string): string | undefined {
  return /^(\/(?!\/)|https?:\/\/)/i.test(link) ? link : undefined;
}

/**
 * Reads a banner's JSON content. Malformed JSON, a non-object or an empty text yields null, so
 * one bad banner saved in the admin panel never breaks the page: it is simply not shown.
 * A button needs both its text and a safe link.
 */
export function parseBannerContent(content: string): BannerContent | null {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const fields = data as Record<string, unknown>;
  const title = text(fields.title);
  const subtitle = text(fields.subtitle);
  if (!title && !subtitle) return null;
  const ctaText = text(fields.cta_text);
  const ctaLink = safeBannerLink(text(fields.cta_link));
  return ctaText && ctaLink
    ? { title, subtitle, cta_text: ctaText, cta_link: ctaLink }
    : { title, subtitle };
}
