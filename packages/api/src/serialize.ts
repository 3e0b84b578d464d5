/** Rows as they go on the wire: every Date becomes an ISO 8601 string. */
export type Wire<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function toWire<T extends Record<string, unknown>>(row: T): Wire<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as Wire<T>;
}

/** ISO string → Date for timestamp columns (null stays null). */
export const toDate = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);
