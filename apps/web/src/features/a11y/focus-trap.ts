import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Where Tab (or Shift+Tab) goes from `index` among `count` elements, wrapping at both ends. */
export function nextTrapIndex(index: number, count: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (index < 0) return backwards ? count - 1 : 0;
  return backwards ? (index - 1 + count) % count : (index + 1) % count;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

export interface FocusTrapOptions {
  /** Called on Escape. */
  onEscape?: () => void;
  /** Element to focus first; defaults to the first focusable one. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener is gone. */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * Keeps Tab inside `container` while `active`, closes on Escape, and gives focus back to the
 * element that had it before (WCAG 2.4.3, spec rules for modals).
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = optionsRef.current.initialFocus?.current ?? focusables(element)[0] ?? element;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        const onEscape = optionsRef.current.onEscape;
        if (onEscape) {
          event.stopPropagation();
          onEscape();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(element);
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = items[nextTrapIndex(index, items.length, event.shiftKey)];
      event.preventDefault();
      (next ?? element).focus();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      const target =
        previous?.isConnected && previous !== document.body
          ? previous
          : optionsRef.current.fallbackFocus?.();
      target?.focus();
    };
  }, [active, container]);
}
