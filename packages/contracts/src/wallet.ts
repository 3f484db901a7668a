import { z } from 'zod';
import { currencySchema, languageSchema } from './schemas.ts';
import { HOLD_KINDS, HOLD_STATUSES, TRANSACTION_GROUPS } from './wallet-codes.ts';

/** An amount of money in minor units (kopecks, cents): a positive safe integer. */
export const minorAmountSchema = z
  .number()
  .int('must be a whole number of minor units')
  .positive('must be greater than zero')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');

/** A client-made key (8-64 of A-Z a-z 0-9 _ -) that makes a retried request change nothing twice. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8-64 letters, digits, _ or -');

/**
 * `GET /rest/player/balance/` (spec section 3, Balance): `principal` is the playable real money, `hold` the
 * money set aside (withdrawals awaiting payout and balance holds), `total` their sum; `bonus` is bonus money,
 * shown apart. Integer minor units of `currency`.
 */
export const playerBalanceSchema = z.object({
  playerId: z.number().int(),
  currency: currencySchema,
  principal: z.number().int(),
  hold: z.number().int(),
  total: z.number().int(),
  bonus: z.number().int(),
});
export type PlayerBalance = z.infer<typeof playerBalanceSchema>;

export const playerBalanceResponseSchema = z.object({ success: z.literal(true), data: playerBalanceSchema });
export type PlayerBalanceResponse = z.infer<typeof playerBalanceResponseSchema>;

/** One amount on hold: `transactionId` is the ledger transfer that set it aside. */
export const balanceHoldSchema = z.object({
  transactionId: z.number().int(),
  kind: z.enum(HOLD_KINDS),
  amount: z.number().int(),
  /** When a balance hold returns to the principal by itself; null for withdrawals and parked money. */
  holdTill: z.iso.datetime().nullable(),
  status: z.enum(HOLD_STATUSES),
  createdAt: z.iso.datetime(),
});
export type BalanceHold = z.infer<typeof balanceHoldSchema>;

/** Inner balance `show`: the balance and the player's active holds, newest first. */
export const innerBalanceResponseSchema = z.object({
  success: z.literal(true),
  data: playerBalanceSchema.extend({
    holds: z.array(balanceHoldSchema),
    /** At most this many balance holds may be active at once. */
    holdTransactionLimit: z.number().int(),
  }),
});
export type InnerBalanceResponse = z.infer<typeof innerBalanceResponseSchema>;

/** Inner balance `accrual-hold`: sets `amount` of the principal aside until `holdTill` (at most a year ahead). */
export const accrualHoldRequestSchema = z.object({
  amount: minorAmountSchema,
  holdTill: z.iso.datetime({ offset: true }),
  /** A retried request sets the money aside once. */
  idempotency_key: idempotencyKeySchema,
});
export type AccrualHoldRequest = z.infer<typeof accrualHoldRequestSchema>;

/** Inner balance `debit-hold`: returns one hold (named by its transaction) to the principal once it is due. */
export const debitHoldRequestSchema = z.object({ transactionId: z.number().int().positive() });
export type DebitHoldRequest = z.infer<typeof debitHoldRequestSchema>;

/** Inner balance `debit-principal`: parks `amount` of the principal on hold with no date, until debit-hold. */
export const debitPrincipalRequestSchema = accrualHoldRequestSchema.omit({ holdTill: true });
export type DebitPrincipalRequest = z.infer<typeof debitPrincipalRequestSchema>;

export const holdChangeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ transactionId: z.number().int(), balance: playerBalanceSchema }),
});
export type HoldChangeResponse = z.infer<typeof holdChangeResponseSchema>;

/** One line of the player's transaction history (RTS 1B): a ledger movement of their real or hold money. */
export const walletTransactionSchema = z.object({
  id: z.number().int(),
  group: z.enum(TRANSACTION_GROUPS),
  /** The ledger transfer kind, for a finer label (deposit, withdrawal_request, hold_release, ...). */
  kind: z.string(),
  /** Signed change of the principal (real money): positive in, negative out. */
  amount: z.number().int(),
  /** The principal after this movement. */
  balanceAfter: z.number().int(),
  currency: currencySchema,
  /** A reference the player can quote to support: the payment or withdrawal id, or the game round's. */
  reference: z.string().nullable(),
  /** The game a stake, win or refund was for, named in the page's language; null for other movements. */
  game: z.object({ slug: z.string(), title: z.string() }).nullable(),
  /** The game round a stake, win or refund belongs to: a round's movements share it. Null for other movements. */
  roundId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

/** `GET /rest/player/transactions/`: filters by date range (default the last 3 months) and group. */
export const walletTransactionsQuerySchema = z.object({
  /** The language games are named in (the site's default when not given). */
  lang: languageSchema.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  group: z.enum(TRANSACTION_GROUPS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuerySchema>;

/**
 * `GET /rest/player/transactions/export/`: the statement of a period as CSV (RTS 1B: self-serve history), every
 * row of up to `TRANSACTION_STATEMENT_MAX_DAYS` days, filtered by group like the history.
 */
export const walletStatementQuerySchema = walletTransactionsQuerySchema.omit({ limit: true, offset: true });
export type WalletStatementQuery = z.infer<typeof walletStatementQuerySchema>;

export const walletTransactionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(walletTransactionSchema),
    total: z.number().int(),
    /** Net deposits (RTS 1C) over the whole account life: completed deposits minus paid withdrawals. */
    netDeposits: z.object({
      deposits: z.number().int(),
      withdrawals: z.number().int(),
      net: z.number().int(),
      currency: currencySchema,
    }),
  }),
});
export type WalletTransactionsResponse = z.infer<typeof walletTransactionsResponseSchema>;
