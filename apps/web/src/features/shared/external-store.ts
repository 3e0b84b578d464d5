import { useSyncExternalStore } from 'react';
import { useAfterHydration } from './page-hydration';

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

/**
 * Reads a store; the server and a hydrating component see the initial value, and the
 * component switches to the store's value in a transition once hydrated (`useAfterHydration`).
 */
export function useExternalStore<T>(store: ExternalStore<T>, initial: T): T {
  const live = useAfterHydration();
  const initialValue = () => initial;
  return useSyncExternalStore(store.subscribe, live ? store.get : initialValue, initialValue);
}
