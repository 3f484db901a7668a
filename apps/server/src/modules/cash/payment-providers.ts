import type { PaymentProvider } from './payment-provider.ts';

/** A provider the casino is configured for, with the address its notifications are posted to. */
export interface ConfiguredProvider {
  provider: PaymentProvider;
  notificationUrl: string;
}

/**
 * The payment providers this process is configured for, by id. A method whose provider is missing here is not
 * offered, so with no provider configured the cash desk offers no methods instead of failing.
 */
export class PaymentProviders {
  readonly #byId: ReadonlyMap<string, ConfiguredProvider>;

  constructor(configured: readonly ConfiguredProvider[]) {
    this.#byId = new Map(configured.map((entry) => [entry.provider.id, entry]));
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  get(id: string): ConfiguredProvider | undefined {
    return this.#byId.get(id);
  }
}
