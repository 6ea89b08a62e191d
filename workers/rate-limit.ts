// A per-client sliding-window limit kept in the isolate's memory: enough to stop one client
// from hammering the answer endpoint; not shared between isolates or kept across restarts.
export class RateLimiter {
  private readonly seen = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; returns 0 when allowed, else the seconds until the client may retry. */
  take(client: string): number {
    const now = this.now();
    const recent = (this.seen.get(client) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.seen.set(client, recent);
      return Math.max(1, Math.ceil((recent[0] + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.seen.set(client, recent);
    if (this.seen.size > 10_000) this.forgetIdle(now);
    return 0;
  }

  private forgetIdle(now: number) {
    for (const [client, times] of this.seen) if (now - times[times.length - 1] >= this.windowMs) this.seen.delete(client);
  }
}
