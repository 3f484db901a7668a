import {
  CURRENCY_BY_ID,
  type Currency,
  type CurrencyId,
  DEPOSIT_PRESETS,
  type Language,
  type MethodCheckRequest,
  type PaymentMethod,
  type PaymentMethodSlug,
} from '@casino/contracts';
import { type AmountLimits, cashErrors } from './cash.errors.ts';
import type { LimitDirection } from './cash.schema.ts';
import type { CashPlayer } from './cash-players.ts';
import type { MethodWithLimits, PaymentMethodsRepository } from './payment-methods.repository.ts';
import type { PaymentProviders } from './payment-providers.ts';

/** A method chosen for one payment: its row and its limits in the payment's currency. */
export interface ChosenMethod {
  method: MethodWithLimits;
  limits: AmountLimits;
}

const CURRENCY_IDS_BY_CODE = Object.fromEntries(
  Object.entries(CURRENCY_BY_ID).map(([id, code]) => [code, Number(id) as CurrencyId]),
) as Record<Currency, CurrencyId>;

export function currencyIdOf(currency: Currency): CurrencyId {
  return CURRENCY_IDS_BY_CODE[currency];
}

/**
 * Which methods the cash desk offers, where and with which limits: enabled methods whose provider is configured,
 * that have limits in the currency for the direction (deposit or withdrawal).
 */
export class PaymentMethodsService {
  readonly #repository: PaymentMethodsRepository;
  readonly #providers: PaymentProviders;
  readonly #merchantName: string;

  constructor(deps: {
    repository: PaymentMethodsRepository;
    providers: PaymentProviders;
    merchantName: string;
  }) {
    this.#repository = deps.repository;
    this.#providers = deps.providers;
    this.#merchantName = deps.merchantName;
  }

  /** The methods offered for `direction` in `currency` (and `country`, when given), in the contract's shape. */
  async offered(direction: LimitDirection, currency: Currency, country?: string): Promise<PaymentMethod[]> {
    const methods = await this.#available();
    return methods
      .filter((method) => !country || method.countries.includes(country.toUpperCase()))
      .flatMap((method) => {
        const limits = limitsOf(method, direction, currency);
        return limits ? [this.#toContract(method, limits)] : [];
      });
  }

  /**
   * The method a payment of `player` names, with its limits in the currency: 422 `currency_mismatch` for another
   * currency than the account's, 422 naming `method_id` for an unknown or unavailable method and `currency_id`
   * for a currency it is not offered in.
   */
  async choose(
    direction: LimitDirection,
    player: CashPlayer,
    methodId: number,
    currency: Currency,
  ): Promise<ChosenMethod> {
    if (currency !== player.currency) throw cashErrors.currencyMismatch(player.currency);
    const method = (await this.#available()).find((candidate) => candidate.id === methodId);
    if (!method?.limits.some((limit) => limit.direction === direction)) {
      throw cashErrors.unknownMethod();
    }
    const limits = limitsOf(method, direction, currency);
    if (!limits) throw cashErrors.methodNotInCurrency(currency);
    return { method, limits };
  }

  /** `POST /rest/cash/method/check/` and `/output/check/`: the limits, when the amount is within them. */
  async check(
    direction: LimitDirection,
    player: CashPlayer,
    request: MethodCheckRequest,
  ): Promise<{ min: number; max: number; fee: number }> {
    const { limits } = await this.choose(
      direction,
      player,
      request.method_id,
      CURRENCY_BY_ID[request.currency_id],
    );
    PaymentMethodsService.assertWithinLimits(request.amount, limits);
    // The casino charges no fee; the field is there for methods that will.
    return { min: limits.min, max: limits.max, fee: 0 };
  }

  /** The limits the amount must be within; 422 `amount_below_minimum` or `amount_above_maximum` otherwise. */
  static assertWithinLimits(amount: number, limits: AmountLimits): void {
    if (amount < limits.min) throw cashErrors.amountBelowMinimum(limits);
    if (amount > limits.max) throw cashErrors.amountAboveMaximum(limits);
  }

  /** The smallest deposit any offered method accepts in the currency, or null when none is offered. */
  async minDeposit(currency: Currency): Promise<number | null> {
    const mins = (await this.offered('deposit', currency)).flatMap((method) =>
      method.currencies.map((entry) => entry.min),
    );
    return mins.length > 0 ? Math.min(...mins) : null;
  }

  /** Countries where at least one deposit method is offered, named in `lang`, sorted by name. */
  async countries(lang: Language): Promise<{ iso: string; name: string }[]> {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    const codes = new Set(
      (await this.#available())
        .filter((method) => method.limits.some((limit) => limit.direction === 'deposit'))
        .flatMap((method) => method.countries),
    );
    return [...codes]
      .map((iso) => ({ iso, name: names.of(iso) ?? iso }))
      .sort((a, b) => a.name.localeCompare(b.name, lang));
  }

  /** The slug of any method, offered or not (a past payment's method may since have been disabled). */
  async slugs(): Promise<Map<number, PaymentMethodSlug>> {
    return new Map((await this.#repository.all()).map((method) => [method.id, method.slug]));
  }

  async #available(): Promise<MethodWithLimits[]> {
    return (await this.#repository.all()).filter(
      (method) => method.enabled && this.#providers.has(method.provider),
    );
  }

  #toContract(method: MethodWithLimits, limits: AmountLimits): PaymentMethod {
    const google = method.addFields.google;
    return {
      id: method.id,
      slug: method.slug,
      title: method.title,
      provider: method.provider,
      currencies: [
        {
          id: currencyIdOf(limits.currency),
          iso: limits.currency,
          min: limits.min,
          max: limits.max,
          presets: DEPOSIT_PRESETS[limits.currency].filter(
            (amount) => amount >= limits.min && amount <= limits.max,
          ),
        },
      ],
      countries: method.countries,
      addFields: google
        ? { google: { ...google, merchantName: google.merchantName || this.#merchantName } }
        : {},
    };
  }
}

function limitsOf(
  method: MethodWithLimits,
  direction: LimitDirection,
  currency: Currency,
): AmountLimits | undefined {
  const row = method.limits.find((limit) => limit.direction === direction && limit.currency === currency);
  return row ? { min: row.min, max: row.max, currency } : undefined;
}
