/**
 * The listbox's active option after a key press (aria-activedescendant pattern). -1 means no
 * option is active and focus stays plainly in the field.
 */
export function moveActive(active: number, count: number, key: string): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 ? 0 : (active + 1) % count;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    default:
      return active;
  }
}

/** What Enter does: open the active option, else the first one; nothing for an empty field. */
export function optionForEnter(active: number, count: number, query: string): number {
  if (query.trim() === '' || count === 0) return -1;
  return active >= 0 && active < count ? active : 0;
}
