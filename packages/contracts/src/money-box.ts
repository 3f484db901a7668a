/**
 * The money box and the piggy bank (spec sections 3, 4, 7, 8 and 9; decision 036).
 *
 * The money box is the player's own balance holds seen as savings: every held amount is a hold of the wallet's
 * inner balance (decision 009), so there is no second store of money. Adding sets playable money aside (until a
 * date, or with no date), collecting brings one held amount back by its transaction id, withdrawing brings back
 * every amount that is due.
 *
 * The piggy bank fills by itself from a share of the player's real-money stakes in its games, up to `maxAmount`
 * (then `full`); it may be broken, paying its amount as real money, once full or at `minAmount`.
 */
import { z } from 'zod';
import { currencySchema } from './schemas.ts';
import { idempotencyKeySchema, minorAmountSchema } from './wallet.ts';

/** Spec section 9: the money-box collection toast stays this long, with no close button. */
export const MONEY_BOX_TOAST_MS = 10_000;
/** Spec section 9: a piggy bank's new amount is shown this long after its previous one. */
export const PIGGY_BANK_DISPLAY_DELAY_MS = 10_000;

/** One amount in the money box: a balance hold, named by the ledger transfer that set it aside. */
export const moneyBoxHoldSchema = z.object({
  transactionId: z.number().int(),
  amount: z.number().int(),
  /** When it may be collected (and when the wallet returns it by itself); null: any time. */
  holdTill: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Whether it may be collected now. */
  due: z.boolean(),
});
export type MoneyBoxHold = z.infer<typeof moneyBoxHoldSchema>;

/** Money box data (spec section 3): what is in the box, each held amount, and how many may be held at once. */
export const moneyBoxSchema = z.object({
  currency: currencySchema,
  /** The sum of the held amounts (minor units). */
  balance: z.number().int(),
  /** The playable money an amount can be added from. */
  principal: z.number().int(),
  holdAmounts: z.array(moneyBoxHoldSchema),
  /** The most amounts a player may hold at once (the wallet's limit on balance holds). */
  holdTransactionLimit: z.number().int(),
});
export type MoneyBox = z.infer<typeof moneyBoxSchema>;

export const moneyBoxResponseSchema = z.object({ success: z.literal(true), data: moneyBoxSchema });

/** Adds `amount` of the playable money to the box: until `holdTill` when given, else until collected. */
export const moneyBoxAddBodySchema = z.object({
  amount: minorAmountSchema,
  holdTill: z.iso.datetime({ offset: true }).nullable().optional(),
  /** A retried request adds the amount once. */
  idempotency_key: idempotencyKeySchema,
});
export type MoneyBoxAddBody = z.infer<typeof moneyBoxAddBodySchema>;

export const moneyBoxCollectBodySchema = z.object({ transactionId: z.number().int().positive() });

/** A change of the box: the box after it and how much went back to the playable money (0 for an add). */
export const moneyBoxChangeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ box: moneyBoxSchema, returned: z.number().int() }),
});
export type MoneyBoxChange = z.infer<typeof moneyBoxChangeResponseSchema>['data'];

/** Piggy bank status (spec section 4): filling (`inactive`) until it holds `maxAmount` (`full`). */
export const PIGGY_BANK_STATUSES = ['inactive', 'full'] as const;
export type PiggyBankStatus = (typeof PIGGY_BANK_STATUSES)[number];

/** The amounts that decide a piggy bank's status, in minor units of one currency. */
export interface PiggyBankAmounts {
  moneyBoxAmount: number;
  minAmount: number;
  maxAmount: number;
}

export function piggyBankStatus(
  piggy: Pick<PiggyBankAmounts, 'moneyBoxAmount' | 'maxAmount'>,
): PiggyBankStatus {
  return piggy.maxAmount > 0 && piggy.moneyBoxAmount >= piggy.maxAmount ? 'full' : 'inactive';
}

/** Spec section 4: breakable when full or once the amount reaches `minAmount`; an empty one never. */
export function piggyBankBreakable(piggy: PiggyBankAmounts): boolean {
  if (piggy.moneyBoxAmount <= 0) return false;
  return piggyBankStatus(piggy) === 'full' || piggy.moneyBoxAmount >= piggy.minAmount;
}

/**
 * The piggy bank (spec section 3): the games whose stakes fill it (slugs), its status, the amount in it
 * (`moneyBoxAmount`), the bounds, and `delayedAmount`, the latest top-up, which is shown after the display delay.
 */
export const piggyBankSchema = z.object({
  /** Whether the player's currency has terms: without, nothing fills it. */
  available: z.boolean(),
  games: z.array(z.string()),
  status: z.enum(PIGGY_BANK_STATUSES),
  moneyBoxAmount: z.number().int(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  delayedAmount: z.number().int(),
  currency: currencySchema,
  breakable: z.boolean(),
  /** The share of each real-money stake that fills it, in basis points (1/100 of a per cent). */
  shareBasisPoints: z.number().int(),
});
export type PiggyBank = z.infer<typeof piggyBankSchema>;

/** `info` answers the piggy bank's fields beside `success`, as the spec lists them. */
export const piggyBankInfoResponseSchema = piggyBankSchema.extend({ success: z.literal(true) });

/** A broken piggy bank: what was paid as real money. */
export const piggyBankBreakSchema = z.object({
  fill: z.number().int(),
  amount: z.number().int(),
  currency: currencySchema,
  brokenAt: z.iso.datetime(),
});
export type PiggyBankBreak = z.infer<typeof piggyBankBreakSchema>;

export const piggyBankBreakResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ paid: piggyBankBreakSchema, piggyBank: piggyBankSchema }),
});

/** Page data: the piggy bank and the player's latest breaks, newest first. */
export const piggyBankPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ piggyBank: piggyBankSchema, breaks: z.array(piggyBankBreakSchema) }),
});
