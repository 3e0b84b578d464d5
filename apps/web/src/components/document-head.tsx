import { Asset, useRouter, useTags } from '@tanstack/react-router';

type HeadTag = ReturnType<typeof useTags>[number];

/**
 * Tags only crawlers and link previews read (Open Graph, Twitter cards, keywords, author, place).
 * They read the HTML the server sends for each address, never a page reached by client-side
 * navigation, and the browser itself does nothing with them.
 */
function forCrawlersOnly(tag: HeadTag): boolean {
  if (tag.tag !== 'meta') return false;
  const { name, property } = (tag.attrs ?? {}) as { name?: string; property?: string };
  if (property?.startsWith('og:')) return true;
  if (!name) return false;
  return (
    name.startsWith('twitter:') ||
    name.startsWith('geo.') ||
    name === 'ICBM' ||
    name === 'keywords' ||
    name === 'author'
  );
}

/**
 * The page's head tags, as TanStack's `HeadContent` writes them, except that the browser leaves
 * the crawler-only ones as the server wrote them: about two dozen tags the page would otherwise
 * hydrate (each a component and an element React matches up) and keep up to date on every
 * navigation, for no reader. The title, description, canonical address, robots rule,
 * stylesheets and scripts stay managed.
 */
export function DocumentHead() {
  const router = useRouter();
  const tags = useTags();
  const nonce = router.options.ssr?.nonce;
  const shown = router.isServer ? tags : tags.filter((tag) => !forCrawlersOnly(tag));
  return (
    <>
      {shown.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
    </>
  );
}
