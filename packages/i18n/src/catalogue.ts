import type { Language } from '@casino/contracts';
import type { Namespace } from './namespaces.ts';

/** Fetches one namespace's messages: the parsed body of its address, or a rejection. */
export type NamespaceFetcher = (namespace: Namespace) => Promise<Record<string, unknown>>;

/** After a failed fetch, keys show as they are for this long before a page asks again. */
const RETRY_AFTER_MS = 10_000;

interface Loading {
  /** Rejects when the fetch fails. */
  done: Promise<void>;
  /** The same, never rejecting: what a renderer waits for. */
  settled: Promise<void>;
}

/**
 * One language's messages as far as they have arrived (decision 020): namespaces are added whole, once, and
 * `messages` is the merged catalogue a translator reads. A catalogue built with every namespace (the server's)
 * never loads; one built with a fetcher (the browser's) loads a namespace on first demand, one request however
 * many components ask at once.
 */
export class MessageCatalogue {
  readonly lang: Language;
  readonly messages: Record<string, unknown> = {};
  readonly #loaded = new Set<Namespace>();
  readonly #loading = new Map<Namespace, Loading>();
  readonly #failedAt = new Map<Namespace, number>();
  readonly #fetch: NamespaceFetcher | null;
  #complete = false;

  constructor(lang: Language, fetch: NamespaceFetcher | null = null) {
    this.lang = lang;
    this.#fetch = fetch;
  }

  /** A catalogue holding the language's whole catalogue. */
  static complete(lang: Language, messages: object): MessageCatalogue {
    const catalogue = new MessageCatalogue(lang);
    Object.assign(catalogue.messages, messages);
    catalogue.#complete = true;
    return catalogue;
  }

  has(namespace: Namespace): boolean {
    return this.#complete || this.#loaded.has(namespace);
  }

  add(namespace: Namespace, messages: Record<string, unknown>): void {
    Object.assign(this.messages, messages);
    this.#loaded.add(namespace);
    this.#failedAt.delete(namespace);
  }

  /** Resolves when the namespace is here; rejects when its fetch fails (a later call tries again). */
  load(namespace: Namespace): Promise<void> {
    if (this.has(namespace)) return Promise.resolve();
    return this.#start(namespace).done;
  }

  loadAll(namespaces: Iterable<Namespace>): Promise<void> {
    return Promise.all([...namespaces].map((namespace) => this.load(namespace))).then(() => undefined);
  }

  /**
   * For a renderer about to read the namespace: null when it is here, or when its fetch failed moments ago (the
   * keys show for now); otherwise the fetch in flight, as one promise that settles without rejecting.
   */
  awaited(namespace: Namespace): Promise<void> | null {
    if (this.has(namespace)) return null;
    const failedAt = this.#failedAt.get(namespace);
    if (failedAt !== undefined && Date.now() - failedAt < RETRY_AFTER_MS) return null;
    return this.#start(namespace).settled;
  }

  #start(namespace: Namespace): Loading {
    const pending = this.#loading.get(namespace);
    if (pending) return pending;
    const fetch = this.#fetch;
    const done = fetch
      ? fetch(namespace).then((messages) => this.add(namespace, messages))
      : Promise.reject(new Error(`no way to load the ${namespace} messages`));
    const loading: Loading = {
      done,
      settled: done.then(
        () => undefined,
        () => {
          this.#failedAt.set(namespace, Date.now());
        },
      ),
    };
    this.#loading.set(namespace, loading);
    void loading.settled.then(() => this.#loading.delete(namespace));
    return loading;
  }
}
