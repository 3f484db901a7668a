import type { Currency, PaymentMethod, SavedCard } from '@casino/contracts';
import type { LightCashPaymentInfo } from './light-cash';

/** A method's limits and chips in one currency (minor units). */
export type MethodLimits = PaymentMethod['currencies'][number];

/** What the deposit form has chosen to pay with: a method, or a saved card (one-click, with the card method). */
export type DepositSelection = { kind: 'method'; methodId: number } | { kind: 'savedCard'; tokenId: string };

export interface DepositOptions {
  currency: Currency;
  /** The methods this browser can use. */
  methods: readonly PaymentMethod[];
  presets: readonly number[];
  oneClick: {
    currencyPreset: readonly number[];
    savedCards: readonly SavedCard[];
    lastPayProvider: { methodId: number; tokenId: string | null } | null;
  };
}

/** The amount chosen first when nothing is remembered: the third chip (500 ₴ of 100, 200, 500, 1000). */
const DEFAULT_PRESET_INDEX = 2;

export function cardMethod(options: Pick<DepositOptions, 'methods'>): PaymentMethod | undefined {
  return options.methods.find((method) => method.slug === 'card');
}

/** The method a selection pays with: saved cards pay with the card method. */
export function selectedMethod(
  options: DepositOptions,
  selection: DepositSelection | null,
): PaymentMethod | undefined {
  if (!selection) return undefined;
  if (selection.kind === 'savedCard') return cardMethod(options);
  return options.methods.find((method) => method.id === selection.methodId);
}

/** The method's limits and chips in the player's currency. */
export function methodCurrency(
  method: PaymentMethod | undefined,
  currency: Currency,
): MethodLimits | undefined {
  return method?.currencies.find((entry) => entry.iso === currency);
}

/** Chips: a returning player's own presets first, else the method's, else the cash desk's for the currency. */
export function presetsFor(options: DepositOptions, method: PaymentMethod | undefined): readonly number[] {
  const limits = methodCurrency(method, options.currency);
  const candidates = [options.oneClick.currencyPreset, limits?.presets ?? [], options.presets].find(
    (list) => list.length > 0,
  );
  if (!candidates || !limits) return candidates ?? [];
  return candidates.filter((amount) => amount >= limits.min && amount <= limits.max);
}

function clampTo(amount: number, limits: MethodLimits | undefined): number {
  if (!limits) return amount;
  return Math.min(Math.max(amount, limits.min), limits.max);
}

/**
 * What the form starts with. Saved cards come first for returning players: the card of the last payment, else the
 * first one unless they last paid another way; then the method of the last deposit on this device (light cash) or
 * of the last payment, then the first method. The amount is the remembered one or a middle chip, within the
 * method's limits.
 */
export function initialDepositChoice(
  options: DepositOptions,
  lightCash: LightCashPaymentInfo | null,
): { selection: DepositSelection | null; amount: number | null } {
  const { savedCards, lastPayProvider } = options.oneClick;
  const offered = (methodId: number) => options.methods.some((method) => method.id === methodId);
  const card = cardMethod(options);
  const lastMethodId = lightCash?.methodId ?? lastPayProvider?.methodId;
  const lastCard = savedCards.find((candidate) => candidate.tokenId === lastPayProvider?.tokenId);
  let selection: DepositSelection | null = null;
  if (card && lastCard) {
    selection = { kind: 'savedCard', tokenId: lastCard.tokenId };
  } else if (card && savedCards[0] && (lastMethodId === undefined || lastMethodId === card.id)) {
    selection = { kind: 'savedCard', tokenId: savedCards[0].tokenId };
  } else if (lastMethodId !== undefined && offered(lastMethodId)) {
    selection = { kind: 'method', methodId: lastMethodId };
  } else if (options.methods[0]) {
    selection = { kind: 'method', methodId: options.methods[0].id };
  }

  const method = selectedMethod(options, selection);
  const limits = methodCurrency(method, options.currency);
  const presets = presetsFor(options, method);
  const remembered =
    lightCash?.amount ?? presets[DEFAULT_PRESET_INDEX] ?? presets.at(-1) ?? limits?.min ?? null;
  return { selection, amount: remembered === null ? null : clampTo(remembered, limits) };
}
