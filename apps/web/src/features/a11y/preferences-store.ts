import { createExternalStore, useExternalStore } from '../shared/external-store';
import { parseJson, readStorage, writeStorage } from '../shared/storage';
import {
  A11Y_STORAGE_KEY,
  type A11yPreferences,
  DEFAULT_STORED,
  parseStoredPreferences,
  preferenceAttributes,
  resolvePreferences,
  type StoredA11yPreferences,
} from './preferences';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface A11yState {
  stored: StoredA11yPreferences;
  osReducedMotion: boolean;
  /** False on the server and during hydration, until the stored values are read. */
  loaded: boolean;
}

const INITIAL: A11yState = { stored: DEFAULT_STORED, osReducedMotion: false, loaded: false };

function osReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true
  );
}

export const a11yStore = createExternalStore<A11yState>(INITIAL, () => {
  // Follow later OS changes too, while the visitor has not chosen explicitly.
  window.matchMedia?.(REDUCED_MOTION_QUERY).addEventListener?.('change', (event) => {
    a11yStore.set({ ...a11yStore.get(), osReducedMotion: event.matches });
  });
  return {
    stored: parseStoredPreferences(parseJson(readStorage(A11Y_STORAGE_KEY))),
    osReducedMotion: osReducedMotion(),
    loaded: true,
  };
});

/** Writes the attributes on <html>; called from effects only. */
export function applyPreferences(prefs: A11yPreferences): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(preferenceAttributes(prefs))) {
    root.setAttribute(name, value);
  }
}

export function updateStoredPreferences(patch: Partial<StoredA11yPreferences>): void {
  const current = a11yStore.get();
  const stored = { ...current.stored, ...patch };
  writeStorage(A11Y_STORAGE_KEY, JSON.stringify(stored));
  a11yStore.set({ ...current, stored });
}

export function resetPreferences(): void {
  writeStorage(A11Y_STORAGE_KEY, JSON.stringify(DEFAULT_STORED));
  a11yStore.set({ ...a11yStore.get(), stored: DEFAULT_STORED });
}

/** The effective preferences; the server and hydration see the defaults. */
export function useA11yPreferences(): A11yPreferences & { loaded: boolean } {
  const state = useExternalStore(a11yStore, INITIAL);
  return { ...resolvePreferences(state.stored, state.osReducedMotion), loaded: state.loaded };
}

/** True when animations should stop: the visitor's choice, or the OS setting by default. */
export function useReducedMotion(): boolean {
  // Only this answer: a component that animates does not render again when the stored
  // preferences load, unless they stop its animation.
  return useExternalStore(a11yStore, INITIAL, reducedMotionOf);
}

function reducedMotionOf(state: A11yState): boolean {
  return resolvePreferences(state.stored, state.osReducedMotion).reducedMotion;
}
