import {
  type CashLocation,
  type Currency,
  DEFAULT_CURRENCY,
  MINOR_UNITS,
  type PaymentMethod,
} from '@casino/contracts';

/** Spec section 5: wallet buttons default to Ukraine and the hryvnia. */
export const WALLET_DEFAULT_COUNTRY = 'UA';

interface WalletButtonPayment {
  paymentId: string;
  amount: number;
  currency?: Currency;
  location: CashLocation;
  countryCode?: string;
}

/** `50000` UAH -> `500.00`: the amount as wallet APIs take it (a decimal string with a dot). */
export function walletAmount(minor: number, currency: Currency): string {
  const unit = MINOR_UNITS[currency];
  const places = Math.round(Math.log10(unit));
  return `${Math.floor(minor / unit)}.${String(minor % unit).padStart(places, '0')}`;
}

function commonQuery(payment: WalletButtonPayment): URLSearchParams {
  const currency = payment.currency ?? DEFAULT_CURRENCY;
  return new URLSearchParams({
    countryCode: payment.countryCode ?? WALLET_DEFAULT_COUNTRY,
    currencyCode: currency,
    amount: walletAmount(payment.amount, currency),
    id: payment.paymentId,
    location: payment.location,
  });
}

/** `/fiserv/google-pay-button/` with the spec's query: the payment and the method's Google merchant fields. */
export function googlePayButtonUrl(
  payment: WalletButtonPayment,
  google: NonNullable<PaymentMethod['addFields']['google']>,
): string {
  const query = commonQuery(payment);
  query.set('merchantName', google.merchantName);
  query.set('environment', google.environment);
  query.set('merchantId', google.merchantId);
  return `/fiserv/google-pay-button/?${query}`;
}

/** `/fiserv/apple-pay-button/` with the spec's query: the payment and the project's name. */
export function applePayButtonUrl(payment: WalletButtonPayment, nameProject: string): string {
  const query = commonQuery(payment);
  query.set('nameProject', nameProject);
  return `/fiserv/apple-pay-button/?${query}`;
}

interface ApplePaySessionLike {
  canMakePayments(): boolean;
}

/** Spec section 5: Apple Pay is offered only where the browser has an Apple Pay session that can pay. */
export function canUseApplePay(scope: object = globalThis): boolean {
  const session = (scope as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession;
  try {
    return typeof session?.canMakePayments === 'function' && session.canMakePayments() === true;
  } catch {
    return false;
  }
}

/**
 * The methods this browser can use: Apple Pay only with an Apple Pay session (Google Pay always shows when its slug
 * matches, spec section 5).
 */
export function methodsForBrowser<T extends Pick<PaymentMethod, 'slug'>>(
  methods: readonly T[],
  applePay: boolean,
): T[] {
  return methods.filter((method) => method.slug !== 'apple_pay' || applePay);
}
