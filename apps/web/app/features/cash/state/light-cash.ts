import {
  type AuthPayload,
  CURRENCY_BY_ID,
  type Currency,
  type CurrencyId,
  type PaymentMethod,
} from '@casino/contracts';
import { readStored, STORAGE_KEYS, writeStored } from '../../../lib/browser-storage';
import { isUuid } from './uuid';

/**
 * The light cash payment info kept on the device (spec section 3): the currency, the last amount and bonus, and
 * the 3-D Secure payload of a payment in progress; with the method it was paid by, since light cash needs a saved
 * payment method and currency (spec section 5). It prefills the next deposit.
 */
export interface LightCashPaymentInfo {
  currencyId: CurrencyId;
  currencyIso: Currency;
  currencySymbol: string;
  /** Minor units. */
  amount: number;
  bonusId: number | null;
  authPayload: AuthPayload | null;
  methodId: number;
}

const MAX_SYMBOL_LENGTH = 8;

function positiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function parseAuthPayload(value: unknown): AuthPayload | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return undefined;
  const { url, paymentId } = value as Record<string, unknown>;
  // Only a same-site path: a stored payload must never point a frame at another site.
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return undefined;
  if (!isUuid(paymentId)) return undefined;
  return { url, paymentId };
}

/** The stored record when it is whole and consistent; anything else (edited, old, foreign) counts as none. */
export function parseLightCash(raw: string | null): LightCashPaymentInfo | null {
  if (!raw) return null;
  let value: Record<string, unknown>;
  try {
    value = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { currencyId, currencyIso, currencySymbol, amount, bonusId, methodId } = value;
  if (typeof currencyId !== 'number' || !Object.hasOwn(CURRENCY_BY_ID, currencyId)) return null;
  if (CURRENCY_BY_ID[currencyId as CurrencyId] !== currencyIso) return null;
  if (typeof currencySymbol !== 'string' || currencySymbol.length > MAX_SYMBOL_LENGTH) return null;
  if (!positiveInteger(amount) || !positiveInteger(methodId)) return null;
  if (bonusId !== null && bonusId !== undefined && !positiveInteger(bonusId)) return null;
  const authPayload = parseAuthPayload(value.authPayload);
  if (authPayload === undefined) return null;
  return {
    currencyId: currencyId as CurrencyId,
    currencyIso: currencyIso as Currency,
    currencySymbol,
    amount,
    bonusId: bonusId ?? null,
    authPayload,
    methodId,
  };
}

export function readLightCash(): LightCashPaymentInfo | null {
  return parseLightCash(readStored('local', STORAGE_KEYS.lightCashPaymentInfo));
}

export function saveLightCash(info: LightCashPaymentInfo): void {
  writeStored('local', STORAGE_KEYS.lightCashPaymentInfo, JSON.stringify(info));
}

export function clearLightCash(): void {
  writeStored('local', STORAGE_KEYS.lightCashPaymentInfo, null);
}

/**
 * The stored info if it still fits the player (spec section 4, login: the currency first, then the payment
 * method): the account currency and a method the cash desk still offers in it. Otherwise null, and the caller
 * resets the record.
 */
export function usableLightCash(
  info: LightCashPaymentInfo | null,
  context: { currency: Currency; methods: readonly Pick<PaymentMethod, 'id' | 'currencies'>[] },
): LightCashPaymentInfo | null {
  if (!info || info.currencyIso !== context.currency) return null;
  const method = context.methods.find((candidate) => candidate.id === info.methodId);
  if (!method?.currencies.some((entry) => entry.iso === context.currency)) return null;
  return info;
}
