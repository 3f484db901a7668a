import type { CrashLiveState } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { CrashLiveView } from './crash-live-view.ts';

/** How often the feed reads the round while someone watches: the stream's latency, one query per node. */
const READ_EVERY_MS = 300;
/** A comment line keeps idle connections (and the proxies on their way) from timing out. */
const HEARTBEAT_EVERY_MS = 15_000;

export type CrashStateListener = (event: string) => void;

/** The state without its clock reading: two reads of an unchanged round compare equal. */
function fingerprintOf({ serverTime: _serverTime, ...state }: CrashLiveState): string {
  return JSON.stringify(state);
}

/** One server-sent event carrying the state. */
export function stateEvent(state: CrashLiveState): string {
  return `event: state\ndata: ${JSON.stringify(state)}\n\n`;
}

/**
 * The live crash round's stream on this node (decision 028): while anyone listens it reads the round from the
 * database a few times a second and sends every listener each change. Every node reads the same rows, so
 * clients of any node see the same round, whichever node runs the scheduler.
 */
export class CrashLiveFeed {
  readonly #view: CrashLiveView;
  readonly #log: FastifyBaseLogger;
  readonly #listeners = new Set<CrashStateListener>();
  #timer: NodeJS.Timeout | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #last = '';
  #reading = false;

  constructor(deps: { view: CrashLiveView; log: FastifyBaseLogger }) {
    this.#view = deps.view;
    this.#log = deps.log;
  }

  /** Adds a listener, sends it the state now, and answers how to remove it. */
  async listen(listener: CrashStateListener): Promise<() => void> {
    this.#listeners.add(listener);
    if (!this.#timer) this.#start();
    listener(stateEvent(await this.#view.state()));
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#timer = null;
    this.#heartbeat = null;
    this.#last = '';
  }

  #start(): void {
    this.#timer = setInterval(() => void this.#read(), READ_EVERY_MS);
    this.#heartbeat = setInterval(() => this.#send(': heartbeat\n\n'), HEARTBEAT_EVERY_MS);
  }

  async #read(): Promise<void> {
    if (this.#reading) return;
    this.#reading = true;
    try {
      const state = await this.#view.state();
      const fingerprint = fingerprintOf(state);
      if (fingerprint === this.#last) return;
      this.#last = fingerprint;
      this.#send(stateEvent(state));
    } catch (error) {
      this.#log.warn({ error }, 'live crash feed could not read the round');
    } finally {
      this.#reading = false;
    }
  }

  #send(event: string): void {
    for (const listener of this.#listeners) listener(event);
  }
}
