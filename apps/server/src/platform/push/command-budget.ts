/**
 * A token bucket of commands per connection: `burst` at once, refilled at `perSecond`. Real time, not the
 * injected clock: it guards the process, not a business rule.
 */
export class CommandBudget {
  readonly #perSecond: number;
  readonly #burst: number;
  #tokens: number;
  #refilledAt = performance.now();

  constructor(perSecond: number, burst: number) {
    this.#perSecond = perSecond;
    this.#burst = burst;
    this.#tokens = burst;
  }

  take(): boolean {
    const now = performance.now();
    this.#tokens = Math.min(this.#burst, this.#tokens + ((now - this.#refilledAt) / 1000) * this.#perSecond);
    this.#refilledAt = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}
