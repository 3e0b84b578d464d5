import { useRouter } from '@tanstack/react-router';
import { type RefObject, useEffect } from 'react';

/**
 * Plain <a> elements that behave like the router's <Link>, for parts of the page where a Link per
 * anchor costs more than it gives. Each <Link> is a component with its own router subscription
 * and half a dozen event handlers, all built again by hydration; a header with two menus holds a
 * dozen of them. Here one set of listeners on the container does the same for every internal
 * link inside it:
 * - a plain left click on a same-origin link that opens in this tab goes to the router instead
 *   of reloading the page;
 * - with the router's `defaultPreload: 'intent'`, the page's code and data are fetched when the
 *   mouse rests on a link (after the router's preload delay), a finger touches it or keyboard
 *   focus reaches it, as <Link> does.
 *
 * The "current page" mark (`aria-current`) is the caller's: see `isCurrentPage`.
 */
export function useAppLinks(ref: RefObject<HTMLElement | null>, enabled = true) {
  const router = useRouter();

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const preloadOnIntent = router.options.defaultPreload === 'intent';
    const delay = router.options.defaultPreloadDelay ?? 50;
    let pending: { link: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | null = null;

    const preload = (link: HTMLAnchorElement) => {
      // The router resolves `href` here as it does for `navigate`; its types list only `to`.
      const target = { href: pathOf(link) } as unknown as Parameters<typeof router.preloadRoute>[0];
      // A preload is a hint: when it fails, the click that may follow shows the real error.
      router.preloadRoute(target).catch(() => undefined);
    };
    const cancelPending = () => {
      if (pending) clearTimeout(pending.timer);
      pending = null;
    };

    const onClick = (event: MouseEvent) => {
      const link = internalLinkClicked(event);
      if (!link) return;
      event.preventDefault();
      cancelPending();
      void router.navigate({ href: pathOf(link) });
    };
    const onPointerOver = (event: PointerEvent) => {
      const link = sameOriginLink(event.target);
      // Moving between the parts of one link (its text, its icon) is not a new intent.
      if (!link || link.contains(event.relatedTarget as Node | null)) return;
      cancelPending();
      if (event.pointerType !== 'mouse') return preload(link);
      pending = { link, timer: setTimeout(() => preload(link), delay) };
    };
    const onPointerOut = (event: PointerEvent) => {
      if (pending && !pending.link.contains(event.relatedTarget as Node | null)) cancelPending();
    };
    const onFocusIn = (event: FocusEvent) => {
      const link = sameOriginLink(event.target);
      if (link) preload(link);
    };

    element.addEventListener('click', onClick);
    if (preloadOnIntent) {
      element.addEventListener('pointerover', onPointerOver);
      element.addEventListener('pointerout', onPointerOut);
      element.addEventListener('focusin', onFocusIn);
    }
    return () => {
      cancelPending();
      element.removeEventListener('click', onClick);
      element.removeEventListener('pointerover', onPointerOver);
      element.removeEventListener('pointerout', onPointerOut);
      element.removeEventListener('focusin', onFocusIn);
    };
  }, [ref, router, enabled]);
}

/**
 * Whether a menu link to `to` marks the page at `pathname` as current. Home matches only itself;
 * another page also matches the pages under it (a post marks "Blog"), the way <Link> matches.
 */
export function isCurrentPage(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

function pathOf(link: HTMLAnchorElement): string {
  return link.pathname + link.search + link.hash;
}

/** A same-origin link that opens in this tab, around an event's target. */
function sameOriginLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download') || link.origin !== window.location.origin) return null;
  return link;
}

/** The internal link of a plain left click (no modifier key, not already handled). */
function internalLinkClicked(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return sameOriginLink(event.target);
}
