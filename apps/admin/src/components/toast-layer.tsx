import { Toaster } from '@site/features/toasts';
import { type RefObject, useEffect } from 'react';
import { createPortal } from 'react-dom';

/**
 * Toasts must stay visible and announced while a modal dialog is open: a modal <dialog> sits in
 * the browser's top layer and makes everything outside it inert. So the toaster renders into one
 * element that moves into the topmost open dialog and back to <body> when it closes. Moving the
 * element (not re-rendering) keeps toasts that are already on screen.
 */
const host = document.createElement('div');
host.className = 'admin-toast-layer';
const openDialogs: HTMLElement[] = [];

function placeHost() {
  const target = openDialogs.at(-1) ?? document.body;
  if (host.parentElement !== target) target.appendChild(host);
}

export function ToastLayer() {
  useEffect(placeHost, []);
  return createPortal(<Toaster />, host);
}

/** Call in a modal dialog component: toasts show above it while it is open. */
export function useToastsAbove(dialog: RefObject<HTMLElement | null>, open: boolean): void {
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    openDialogs.push(element);
    placeHost();
    return () => {
      const index = openDialogs.lastIndexOf(element);
      if (index >= 0) openDialogs.splice(index, 1);
      placeHost();
    };
  }, [dialog, open]);
}
