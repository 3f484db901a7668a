import type { PushMessage } from '@casino/contracts';
import type { PushPublisher } from './push-publisher.ts';

/** A message, or how to make it when it is sent (a board's top places are read only for the messages sent). */
export type MessageSource = PushMessage | (() => Promise<PushMessage | PushMessage[]>);

interface Slot {
  /** When the slot last published. */
  last: number;
  /** The newest message waiting for the interval to pass. */
  waiting: MessageSource | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Publishes at most one message per channel and topic (a competition's positions, one player's place) per
 * interval: the first at once, then only the newest of those that came meanwhile, when the interval has passed. A
 * busy competition tells its clients about its board a few times a second, however many rounds are played.
 */
export class PushThrottle {
  readonly #publisher: Pick<PushPublisher, 'publish'>;
  readonly #intervalMs: number;
  readonly #now: () => number;
  readonly #slots = new Map<string, Slot>();
  readonly #onError: (error: unknown) => void;

  constructor(deps: {
    publisher: Pick<PushPublisher, 'publish'>;
    intervalMs: number;
    now?: () => number;
    onError: (error: unknown) => void;
  }) {
    this.#publisher = deps.publisher;
    this.#intervalMs = deps.intervalMs;
    this.#now = deps.now ?? Date.now;
    this.#onError = deps.onError;
  }

  publish(channel: string, topic: string, message: MessageSource): void {
    const key = `${channel}\u0000${topic}`;
    const slot = this.#slots.get(key) ?? { last: Number.NEGATIVE_INFINITY, waiting: null, timer: null };
    this.#slots.set(key, slot);
    const wait = slot.last + this.#intervalMs - this.#now();
    if (wait <= 0 && !slot.timer) {
      this.#send(key, slot, channel, message);
      return;
    }
    slot.waiting = message;
    if (slot.timer) return;
    slot.timer = setTimeout(
      () => {
        slot.timer = null;
        const waiting = slot.waiting;
        slot.waiting = null;
        if (waiting) this.#send(key, slot, channel, waiting);
      },
      Math.max(wait, 0),
    );
    slot.timer.unref();
  }

  /** Sends what is waiting now and stops the timers (the app closing). */
  close(): void {
    for (const slot of this.#slots.values()) if (slot.timer) clearTimeout(slot.timer);
    this.#slots.clear();
  }

  #send(key: string, slot: Slot, channel: string, source: MessageSource): void {
    slot.last = this.#now();
    const made = typeof source === 'function' ? source() : Promise.resolve(source);
    made
      .then((messages) =>
        Promise.all(
          (Array.isArray(messages) ? messages : [messages]).map((message) =>
            this.#publisher.publish(channel, message),
          ),
        ),
      )
      .catch(this.#onError);
    // A quiet slot is forgotten once its interval is over, so the map holds only busy channels.
    setTimeout(() => {
      if (!slot.timer && this.#slots.get(key) === slot) this.#slots.delete(key);
    }, this.#intervalMs).unref();
  }
}
