export interface CachedVariant {
  bytes: Buffer;
  etag: string;
}

/**
 * Recently served image variants, least recently used dropped first, bounded by total bytes.
 * A variant's content never changes, so entries only go when space is needed or the image is
 * deleted (`clear`, on this instance; another instance may serve it until its entry ages out).
 */
export class VariantCache {
  private readonly entries = new Map<string, CachedVariant>();
  private size = 0;

  constructor(
    private readonly maxBytes = 8 * 1024 * 1024,
    /** Larger variants are not worth evicting several small ones for. */
    private readonly maxEntryBytes = 1024 * 1024,
  ) {}

  get(key: string): CachedVariant | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: re-inserting marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedVariant): void {
    if (entry.bytes.length > this.maxEntryBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.size -= previous.bytes.length;
    }
    this.entries.set(key, entry);
    this.size += entry.bytes.length;
    for (const [oldest, value] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= value.bytes.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.size = 0;
  }

  get bytes(): number {
    return this.size;
  }
}
