// A least-recently-used cache of loaded values, bounded by their size in bytes. It holds values,
// never loads in flight: on workerd, a promise started by a request that is then cancelled (the
// reader typed on, the client left) never settles, and every request awaiting it would hang.
// So two requests that miss the same key at once both load it; the last to finish stays.
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private total = 0;

  constructor(
    private readonly budget: number,
    private readonly load: (key: K) => Promise<V>,
    private readonly sizeOf: (value: V) => number,
  ) {}

  async get(key: K): Promise<V> {
    const cached = this.entries.get(key);
    if (cached) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.value;
    }
    const value = await this.load(key);
    this.set(key, value);
    return value;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.total;
  }

  private set(key: K, value: V) {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.total -= previous.bytes;
    }
    const bytes = this.sizeOf(value);
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    // Drop the least recently used values until the budget holds; the value just loaded stays.
    for (const [other, entry] of this.entries) {
      if (this.total <= this.budget || other === key) break;
      this.entries.delete(other);
      this.total -= entry.bytes;
    }
  }
}
