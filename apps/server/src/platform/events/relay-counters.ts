/** What the relay counts per subscriber: events handed over, failures of a handler, events parked. */
export type RelayCount = 'delivered' | 'failed' | 'parked' | 'replayed';

/**
 * Monotonic counters per subscriber, the shape a metrics exporter scrapes (`outbox_relay_parked_total{subscriber}`);
 * read with `snapshot()`. An alert on `parked` going up is the operator's cue to look at `npm run outbox`.
 */
export class RelayCounters {
  readonly #counts = new Map<string, number>();

  add(subscriber: string, count: RelayCount, by = 1): void {
    if (by === 0) return;
    const key = `${subscriber}\u0000${count}`;
    this.#counts.set(key, (this.#counts.get(key) ?? 0) + by);
  }

  get(subscriber: string, count: RelayCount): number {
    return this.#counts.get(`${subscriber}\u0000${count}`) ?? 0;
  }

  snapshot(): { subscriber: string; count: RelayCount; value: number }[] {
    return [...this.#counts].map(([key, value]) => {
      const [subscriber = '', count] = key.split('\u0000');
      return { subscriber, count: count as RelayCount, value };
    });
  }
}
