/**
 * Drafts of long texts kept in the browser (localStorage) while the owner types, so a closed
 * tab, a crash or a lost connection never loses them. Only the panel's long-text forms use this
 * (blog posts, the about page, services); none of them holds a password or anything secret.
 */

export const DRAFT_PREFIX = 'oficina:rascunho:';
/** Older drafts are ignored and removed: nobody remembers what they were typing a month ago. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The only things with drafts; anything else never reaches localStorage. */
export type DraftEntity = 'blog' | 'sobre' | 'servico';

export interface StoredDraft<T> {
  /** ISO time of the last change. */
  savedAt: string;
  values: T;
}

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** `oficina:rascunho:blog:12`, `oficina:rascunho:blog:novo`, `oficina:rascunho:sobre:pagina`. */
export function draftKey(entity: DraftEntity, id: number | 'novo' | 'pagina'): string {
  return `${DRAFT_PREFIX}${entity}:${id}`;
}

function isExpired(savedAt: string, now: number): boolean {
  const time = Date.parse(savedAt);
  return !Number.isFinite(time) || now - time > DRAFT_MAX_AGE_MS;
}

/** The draft under `key`; an expired or unreadable one is removed and answers null. */
export function readDraft<T>(
  storage: DraftStorage,
  key: string,
  now: number,
): StoredDraft<T> | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const draft = JSON.parse(text) as StoredDraft<T>;
    if (typeof draft?.savedAt === 'string' && draft.values && !isExpired(draft.savedAt, now)) {
      return draft;
    }
  } catch {
    // Not ours or damaged: dropped below like an expired one.
  }
  storage.removeItem(key);
  return null;
}

/** Stores `values` under `key` with the time; a full storage simply keeps no draft. */
export function writeDraft<T>(storage: DraftStorage, key: string, values: T, now: number): void {
  const draft: StoredDraft<T> = { savedAt: new Date(now).toISOString(), values };
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage disabled: the form still works, only without a draft.
  }
}

/** Removes every expired draft of the panel (run when a form with drafts opens). */
export function pruneDrafts(storage: DraftStorage, now: number): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  for (const key of keys) readDraft(storage, key, now);
}

/** JSON with sorted keys: two values that differ only in key order are the same text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

/** Whether a draft says something the stored record does not. */
export function draftDiffers(values: unknown, record: unknown): boolean {
  return canonical(values) !== canonical(record);
}
