import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

/**
 * The public site's toasts, loaded with the first one: no public page raises a toast on load,
 * so the toast library (sonner) stays out of every first visit's JavaScript.
 */
let wanted = false;
const listeners = new Set<() => void>();
let toasterMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

const Toaster = lazy(() =>
  import('./toaster').then(({ Toaster: SiteToaster }) => ({
    default: function MountedToaster() {
      // Runs after the toaster's own effects: it listens for toasts from here on.
      useEffect(() => toasterMounted(), []);
      return <SiteToaster />;
    },
  })),
);

/** Shows a toast (sonner's `toast` arguments), loading the toaster first if needed. */
export async function showToast(...args: Parameters<typeof sonnerToast>): Promise<string | number> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  return toast(...args);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the toasts appear once one was asked for (mounted once, in the root layout). */
export function LazyToaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
