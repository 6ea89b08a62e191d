// A least-recently-used cache of loaded values, bounded by their size in bytes. Concurrent
// requests for a key share one load; a failed load is forgotten, so the next request retries.
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; bytes: number }>();
  private total = 0;

  constructor(
    private readonly budget: number,
    private readonly load: (key: K) => Promise<V>,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: K): Promise<V> {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const value = this.load(key);
    const created = { value, bytes: 0 };
    this.entries.set(key, created);
    value.then(
      (loaded) => {
        if (this.entries.get(key) !== created) return;
        created.bytes = this.sizeOf(loaded);
        this.total += created.bytes;
        this.evict(key);
      },
      () => {
        if (this.entries.get(key) === created) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Bytes held by loaded values. */
  get bytes(): number {
    return this.total;
  }

  /** Drops the least recently used values until the budget holds; `keep` (just loaded) and loads in flight stay. */
  private evict(keep: K) {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.budget) return;
      if (key === keep || entry.bytes === 0) continue;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }
}
