/**
 * The picture a shared link shows (Open Graph, X cards): one PNG per page and per blog post,
 * drawn by the server from the page's title. 1200×630 is the size WhatsApp, Facebook and X show
 * large; PNG because their crawlers do not read SVG.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

const PREFIX = '/og/';
const SUFFIX = '.png';
/** The home page's image; "/" has no name of its own. */
const HOME = 'index';

/** The share image of a site page: "/" → "/og/index.png", "/blog/x" → "/og/blog/x.png". */
export function shareImagePath(pagePath: string): string {
  const segments = pagePath.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const name = segments.length ? segments.map(encodeURIComponent).join('/') : HOME;
  return `${PREFIX}${name}${SUFFIX}`;
}

/**
 * The page a share image path belongs to ("/og/index.png" → "/", "/og/blog/x.png" →
 * "/blog/x"), or null when the path is not one `shareImagePath` makes.
 */
export function sharedPagePath(imagePath: string): string | null {
  if (!imagePath.startsWith(PREFIX) || !imagePath.endsWith(SUFFIX)) return null;
  const name = imagePath.slice(PREFIX.length, -SUFFIX.length);
  if (!name) return null;
  if (name === HOME) return '/';
  let segments: string[];
  try {
    segments = name.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  // Empty, dot or slash-bearing segments name no page: never a second address for one image.
  if (segments.some((s) => !s || s === '.' || s === '..' || s.includes('/'))) return null;
  return `/${segments.join('/')}`;
}
