/** Entities whose changes never show on a public page or in a public answer. */
const PRIVATE_ENTITIES = new Set([
  'contact',
  'user',
  'auth',
  'api_key',
  'booking',
  'calendar-feed',
]);

/**
 * A number that moves whenever public content may have changed: a write through this instance,
 * a change announced by another one (LISTEN/NOTIFY), or a reconnect after notifications may
 * have been missed. Cached answers remember the version they were made at and count only
 * while it is current.
 */
export class ContentVersion {
  #value = 0;

  get value(): number {
    return this.#value;
  }

  /** `entity` absent: anything may have changed. */
  changed(entity?: string): void {
    if (entity !== undefined && PRIVATE_ENTITIES.has(entity)) return;
    this.#value++;
  }
}
