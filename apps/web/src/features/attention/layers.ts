import {
  createExternalStore,
  type ExternalStore,
  useExternalStore,
} from '../shared/external-store';
import { type Layer, OVERLAY_LAYERS } from './rules';

const NOTHING: readonly Layer[] = [];

/**
 * What is on screen now. Starts empty on the server and in the browser alike; nothing is read
 * from storage, so loading keeps the current value.
 */
const layersStore: ExternalStore<readonly Layer[]> = createExternalStore<readonly Layer[]>(
  NOTHING,
  () => layersStore.get(),
);

/**
 * Takes a place on screen for a layer that is about to show. Checked and taken in one step, so
 * two layers whose timers fire in the same moment cannot both open: the second one is refused
 * (false) and waits for the store to change.
 */
export function claimLayer(layer: Layer): boolean {
  const now = layersStore.get();
  if (OVERLAY_LAYERS.has(layer) && now.some((other) => OVERLAY_LAYERS.has(other))) return false;
  layersStore.set([...now, layer]);
  return true;
}

/** Gives the place back when the layer closes (one claim, one release). */
export function releaseLayer(layer: Layer): void {
  const now = layersStore.get();
  const index = now.indexOf(layer);
  if (index === -1) return;
  layersStore.set([...now.slice(0, index), ...now.slice(index + 1)]);
}

/** The layers on screen, re-rendering when one opens or closes. */
export function useLayersOnScreen(): readonly Layer[] {
  return useExternalStore(layersStore, NOTHING);
}

export function subscribeToLayers(listener: (layers: readonly Layer[]) => void): () => void {
  return layersStore.subscribe(() => listener(layersStore.get()));
}
