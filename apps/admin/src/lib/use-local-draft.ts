import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import {
  type DraftStorage,
  draftDiffers,
  pruneDrafts,
  readDraft,
  type StoredDraft,
  writeDraft,
} from './local-draft';

/** Wait this long after the last keystroke before writing the draft. */
export const DRAFT_DEBOUNCE_MS = 1000;

function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface LocalDraft<T> {
  /** A draft from an earlier visit that differs from the saved record, until restored or discarded. */
  offered: StoredDraft<T> | null;
  restore: () => void;
  discard: () => void;
  /** Call after a successful save: the draft is no longer needed. */
  clear: () => void;
}

/**
 * Keeps the form's values in localStorage under `key` while the owner types (debounced), and
 * offers an earlier draft when the form opens. Values equal to the saved record remove the draft.
 */
export function useLocalDraft<T extends FieldValues, O>(
  key: string,
  form: UseFormReturn<T, unknown, O>,
) {
  const [offered, setOffered] = useState<StoredDraft<T> | null>(() => {
    const storage = browserStorage();
    if (!storage) return null;
    const now = Date.now();
    pruneDrafts(storage, now);
    const draft = readDraft<T>(storage, key, now);
    return draft && draftDiffers(draft.values, form.formState.defaultValues) ? draft : null;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    const subscription = form.watch(() => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // Read at write time: a save resets the form and moves the record it is compared with.
        const values = form.getValues();
        if (draftDiffers(values, form.formState.defaultValues)) {
          writeDraft(storage, key, values, Date.now());
        } else {
          storage.removeItem(key);
        }
      }, DRAFT_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer.current);
      subscription.unsubscribe();
    };
  }, [form, key]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    browserStorage()?.removeItem(key);
    setOffered(null);
  }, [key]);

  const restore = useCallback(() => {
    if (!offered) return;
    // The saved record stays the form's reference, so the restored text counts as unsaved.
    form.reset(offered.values, { keepDefaultValues: true });
    setOffered(null);
  }, [form, offered]);

  const discard = clear;

  return { offered, restore, discard, clear } satisfies LocalDraft<T>;
}
