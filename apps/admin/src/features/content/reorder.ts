/** A row that the panel can put in order. */
export interface Ordered {
  id: number;
  display_order: number;
}

/**
 * The list as the server will have it after `reorder({ ids })`: listed rows take their index
 * as `display_order`; rows missing from `ids` keep their place after them.
 */
export function applyOrder<T extends Ordered>(items: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const listed = new Set(ids);
  const ordered: T[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item) ordered.push({ ...item, display_order: ordered.length });
  }
  return [...ordered, ...items.filter((item) => !listed.has(item.id))];
}

/** The position a new row gets: after every existing one. */
export function nextDisplayOrder(items: readonly Ordered[] | undefined): number {
  if (!items || items.length === 0) return 0;
  return Math.min(10_000, Math.max(...items.map((item) => item.display_order)) + 1);
}
