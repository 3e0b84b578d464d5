import { useEffect } from 'react';
import { subscribeToLayers } from './layers';

/** Set on <html> while the visitor types into a text field: floating buttons step aside. */
export const TYPING_ATTRIBUTE = 'data-typing';
/** Set on <html> while a full-page popup is open: floating buttons wait under it, hidden. */
export const MODAL_ATTRIBUTE = 'data-modal-open';

/** Fields that bring up a keyboard (a checkbox or a button does not). */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
      element.type,
    );
  }
  return element instanceof HTMLElement && element.isContentEditable;
}

/**
 * Keeps two attributes of <html> true, for the CSS of the floating buttons: whether a text field
 * has focus (on a phone the keyboard then takes half the screen and the floats would sit on the
 * field being filled) and whether a full-page popup is open.
 */
export function usePageAttentionFlags(): void {
  useEffect(() => {
    const root = document.documentElement;
    const update = () =>
      root.toggleAttribute(TYPING_ATTRIBUTE, isTextEntry(document.activeElement));
    // focusout fires before the next field gets focus: look once focus has settled.
    const onFocusOut = () => setTimeout(update, 0);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', onFocusOut);
    const stopLayers = subscribeToLayers((layers) =>
      root.toggleAttribute(MODAL_ATTRIBUTE, layers.includes('modal')),
    );
    update();
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', onFocusOut);
      stopLayers();
      root.removeAttribute(TYPING_ATTRIBUTE);
      root.removeAttribute(MODAL_ATTRIBUTE);
    };
  }, []);
}
