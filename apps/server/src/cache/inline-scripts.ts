import { randomBytes } from 'node:crypto';
import { cspHash } from '../plugins/security-headers';

/**
 * The mark the renderer puts on every script it writes itself (as their `nonce`): random per
 * process and never sent, so markup that came from content — were any to slip past escaping —
 * cannot carry it.
 */
export const SERVER_SCRIPT_MARK = randomBytes(16).toString('base64url');

const MARKED_SCRIPT = new RegExp(
  `<script\\b([^>]*?)\\snonce="${SERVER_SCRIPT_MARK}"([^>]*)>([\\s\\S]*?)</script\\s*>`,
  'gi',
);
// Data blocks (JSON-LD) are never run, so the policy need not name them.
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

export interface PageScripts {
  /** The page with the mark removed. */
  html: string;
  /** CSP sources for the marked inline scripts. */
  hashes: string[];
}

/**
 * Allows a kept page's own inline scripts by hash: a kept page is the same bytes for every
 * visitor (and for any shared cache in front of us), so a per-request nonce cannot be used.
 * Only scripts carrying the mark are hashed; any other inline script in the page stays blocked.
 */
export function hashServerScripts(rendered: string): PageScripts {
  const hashes = new Set<string>();
  const html = rendered.replace(
    MARKED_SCRIPT,
    (_tag, before: string, after: string, text: string) => {
      const attributes = `${before}${after}`;
      if (text.trim() && !DATA_BLOCK.test(attributes) && !/\bsrc\s*=/i.test(attributes)) {
        hashes.add(cspHash(text));
      }
      return `<script${attributes}>${text}</script>`;
    },
  );
  const unmarked = html
    // The router also publishes its nonce for the browser; the page has none to give.
    .replace(`<meta property="csp-nonce" content="${SERVER_SCRIPT_MARK}"/>`, '')
    // Other tags the renderer marked (preloads) lose the mark too.
    .replaceAll(` nonce="${SERVER_SCRIPT_MARK}"`, '');
  // Sent, the mark would let content pass for ours: better no page than that.
  if (unmarked.includes(SERVER_SCRIPT_MARK))
    throw new Error('the rendered page leaks the script mark');
  return { html: unmarked, hashes: [...hashes] };
}
