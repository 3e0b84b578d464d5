import { startTransition, useEffect, useLayoutEffect, useState } from 'react';

/**
 * Whether the server's HTML of the page is being hydrated: from `beginPageHydration` (the entry,
 * right before React hydrates) until the page's root commits. Components mounted outside that
 * window (on a client-side navigation, opened later, or in the panel, which React renders from
 * scratch) are not hydrating and may show browser values in their first render.
 */
let hydratingPage = false;

/** Called by the public site's entry just before it hydrates the server's HTML. */
export function beginPageHydration(): void {
  hydratingPage = true;
}

/** Called once by the page's root component, in the commit that ends the page's hydration. */
export function usePageHydrationEnd(): void {
  useLayoutEffect(() => {
    hydratingPage = false;
  }, []);
}

/** False on the server and for a component mounted while the page hydrates. */
export function mountedAfterHydration(): boolean {
  return typeof window !== 'undefined' && !hydratingPage;
}

/**
 * False on the server and while the component hydrates, then true; true at once for a
 * component mounted after the page hydrated.
 *
 * Browser-only values (a stored choice, the clock) differ from what the server drew, so a
 * hydrating component shows the server's value first and switches afterwards. React's own switch
 * (`useSyncExternalStore` with a server snapshot) re-renders every such component synchronously
 * in the task that runs the hydration's effects: with ten of them that task was one of the
 * longest on a slow phone. Here the switch is a transition, which React renders in slices of a
 * few milliseconds, letting taps through in between.
 */
export function useAfterHydration(): boolean {
  // The server renders what it knows: never a browser value.
  const [after, setAfter] = useState(mountedAfterHydration);
  useEffect(() => {
    if (!after) startTransition(() => setAfter(true));
  }, [after]);
  return after;
}
