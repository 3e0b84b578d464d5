import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { mountedAfterHydration } from './page-hydration';

export interface ExternalStore<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A value shared by several components that starts from `initial` (what the server renders)
 * and loads its browser value lazily on the first subscription. React subscribes in the commit
 * phase, so storage is never read during render and hydration always matches the server HTML.
 */
export function createExternalStore<T>(initial: T, load: () => T): ExternalStore<T> {
  let value = initial;
  let loaded = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    get: () => value,
    set(next) {
      loaded = true;
      if (Object.is(next, value)) return;
      value = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!loaded) {
        loaded = true;
        const next = load();
        if (!Object.is(next, value)) {
          value = next;
          // Deferred: React must finish subscribing before it hears about the change.
          queueMicrotask(emit);
        }
      }
      return () => listeners.delete(listener);
    },
  };
}

/** The default selector: one function for every render, so the hooks' callbacks stay stable. */
const wholeValue = <T>(value: T): T => value;

/**
 * Reads a store; the server and a hydrating component see the initial value, and the
 * component switches to the store's value in a transition once hydrated, as
 * `useAfterHydration` does (see there why not in React's own synchronous switch). When the
 * store holds the initial value (most first visits: no stored choice), nothing is switched and
 * the component does not render again; it follows the store's later changes all the same.
 */
export function useExternalStore<T>(store: ExternalStore<T>, initial: T): T;
/**
 * Reads one part of a store: the component renders again only when that part changes. `select`
 * must return a primitive or a value kept in the store, never a new object on each call.
 */
export function useExternalStore<T, S>(
  store: ExternalStore<T>,
  initial: T,
  select: (value: T) => S,
): S;
export function useExternalStore<T, S>(
  store: ExternalStore<T>,
  initial: T,
  select: (value: T) => S = wholeValue as (value: T) => S,
): S {
  const [live, setLive] = useState(mountedAfterHydration);
  // Set instead of `live` when the store's value turned out to be the one already shown.
  const liveWithoutRender = useRef(false);
  const getSnapshot = useCallback(
    () => select(live || liveWithoutRender.current ? store.get() : initial),
    [live, store, initial, select],
  );
  const getServerSnapshot = useCallback(() => select(initial), [initial, select]);
  const value = useSyncExternalStore(store.subscribe, getSnapshot, getServerSnapshot);
  // Declared after useSyncExternalStore, so it runs after that hook has subscribed (and the
  // store has loaded its value). Had `live` flipped before the store announced its loaded value
  // (a microtask later), React would re-render synchronously on the announcement; the transition
  // flips it only when rendering.
  useEffect(() => {
    if (live || liveWithoutRender.current) return;
    if (Object.is(select(store.get()), select(initial))) liveWithoutRender.current = true;
    else startTransition(() => setLive(true));
  }, [live, store, initial, select]);
  return value;
}
