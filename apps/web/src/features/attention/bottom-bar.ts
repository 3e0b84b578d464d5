import { type RefObject, useEffect } from 'react';

/** The CSS variable floating buttons add to their bottom offset to stay above a bottom bar. */
export const BOTTOM_BAR_SPACE = '--bottom-bar-space';

/**
 * While mounted, publishes how much of the bottom of the screen the element takes (its height,
 * its distance from the bottom edge and a small gap) on <html>, so the floating buttons rise
 * above it instead of sitting on it. Follows the element when it resizes (font size, rotation).
 */
export function useBottomBarSpace(ref: RefObject<HTMLElement | null>, gapPx = 8): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const space = Math.max(0, window.innerHeight - element.getBoundingClientRect().top) + gapPx;
      root.style.setProperty(BOTTOM_BAR_SPACE, `${Math.ceil(space)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BOTTOM_BAR_SPACE);
    };
  }, [ref, gapPx]);
}
