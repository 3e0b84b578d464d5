import { TRASH_ENTITY_LABELS, type TrashEntity, type TrashItem } from '@oficina/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "30 dias" (just deleted), "2 dias", "1 dia", then "menos de 1 dia" until the purge removes
 * the item for good: started days count, so a fresh deletion reads the full 30.
 */
export function daysLeftLabel(purgeAt: string, now: Date = new Date()): string {
  const left = Date.parse(purgeAt) - now.getTime();
  if (!(left >= DAY_MS)) return 'menos de 1 dia';
  const days = Math.ceil(left / DAY_MS);
  return days === 1 ? '1 dia' : `${days} dias`;
}

/** "Serviço", "Post do blog", … ; an entity the panel does not know yet shows as sent. */
export const trashTypeLabel = (entity: string) =>
  TRASH_ENTITY_LABELS[entity as TrashEntity] ?? entity;

/** The item's name for buttons and messages, never empty. */
export const trashTitle = (item: Pick<TrashItem, 'title' | 'entity' | 'id'>) =>
  item.title.trim() || `${trashTypeLabel(item.entity)} nº ${item.id}`;
