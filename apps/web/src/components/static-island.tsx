import { type ReactNode, useRef, useState } from 'react';
import { useAppLinks } from '../lib/app-links';

/**
 * Parts of a page that never change after the server drew them (texts, cards, testimonials,
 * questions as <details>) need no hydration: React would rebuild them only to find what is
 * already on screen, and the page would carry their data a second time for it. A
 * `StaticIsland` keeps the server's HTML as it is during hydration; its data can then stay out
 * of the page (`islandOnly` in the route's loader). When the page is reached by client-side
 * navigation instead, the island renders its children like any component.
 *
 * Its links still navigate inside the app and preload on intent, through `useAppLinks`.
 */

/**
 * The island's HTML as the server drew it, when the page being hydrated has it. An island
 * reached by client-side navigation finds no element of its name (each name belongs to one
 * page), so it renders its children. No "hydration is over" flag: a route's component may
 * hydrate after the rest of the page has committed (its code is loaded on its own). An island
 * in the layout every page shares (the footer's columns) is mounted once, at hydration, and
 * keeps the server's HTML for the whole visit.
 */
function serverHtmlOf(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`[data-island="${name}"]`)?.innerHTML ?? null;
}

/** Query options for data only static islands read: the page does not carry it. */
export const islandOnly = { meta: { islandOnly: true } } as const;

export function StaticIsland({ name, children }: { name: string; children: ReactNode }) {
  const [serverHtml] = useState(() => serverHtmlOf(name));
  const ref = useRef<HTMLDivElement>(null);
  useAppLinks(ref, serverHtml !== null);

  if (serverHtml !== null) {
    return (
      <div
        ref={ref}
        data-island={name}
        className="island"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML for this element, read back from the page
        dangerouslySetInnerHTML={{ __html: serverHtml }}
      />
    );
  }
  return (
    <div data-island={name} className="island">
      {children}
    </div>
  );
}
