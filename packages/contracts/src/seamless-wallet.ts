import { z } from 'zod';
import { selfLimitBlockSchema } from './responsible.ts';
import { currencySchema, languageSchema } from './schemas.ts';

/**
 * The seamless-wallet API: how any game provider moves a player's money at the casino
 * (`POST /games-api/{provider}/{call}/`). Every request body is signed: `x-provider-signature` is the hex
 * HMAC-SHA256 of the raw body with the provider's secret. Amounts are minor units of the session's currency.
 * Bet, win, rollback and bet-win are idempotent by (provider, transactionId): a replay with the same body gets
 * the first reply; the same id with another body is `DUPLICATE_TRANSACTION`.
 */
export const PROVIDER_SIGNATURE_HEADER = 'x-provider-signature';
export const SEAMLESS_WALLET_CALLS = [
  'authenticate',
  'balance',
  'bet',
  'win',
  'rollback',
  'bet-win',
] as const;
export type SeamlessWalletCall = (typeof SEAMLESS_WALLET_CALLS)[number];

/** The provider a call comes from. Any name: a provider the casino does not know is refused as unsigned. */
export const walletProviderParamsSchema = z.object({ provider: z.string() });

/** Error codes a provider acts on; each reply carries the balance when the casino knows it. */
export const SEAMLESS_WALLET_ERRORS = [
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
  'INVALID_TOKEN',
  'SESSION_EXPIRED',
  'PLAYER_BLOCKED',
  'SELF_EXCLUDED',
  'LIMIT_REACHED',
  'REALITY_CHECK_PENDING',
  'UNKNOWN_GAME',
  'BET_LIMIT',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'BET_NOT_FOUND',
  'BET_ALREADY_SETTLED',
  'BET_ROLLED_BACK',
  'ROUND_CLOSED',
  'FREE_ROUND_NOT_FOUND',
  'FREE_ROUNDS_USED_UP',
  'FREE_ROUNDS_EXPIRED',
  'FREE_ROUND_WRONG_GAME',
  'FREE_ROUND_WRONG_STAKE',
] as const;
export type SeamlessWalletError = (typeof SEAMLESS_WALLET_ERRORS)[number];

const transactionIdSchema = z.string().regex(/^[A-Za-z0-9:_-]{1,100}$/, 'must be 1-100 of A-Z a-z 0-9 : _ -');
const roundIdSchema = transactionIdSchema;
const sessionTokenSchema = z.string().min(16).max(200);
const amountSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * Free rounds the casino gives the player on this game ("free rounds" of the industry's APIs): the provider plays
 * each at `stake` and settles it with a bet-win naming `id`; the casino pays the stake, the player the win.
 */
export const walletFreeRoundsSchema = z.object({
  id: transactionIdSchema,
  roundsLeft: z.number().int().positive(),
  roundsTotal: z.number().int().positive(),
  stake: amountSchema.min(1),
  expiresAt: z.iso.datetime(),
});
export type WalletFreeRounds = z.infer<typeof walletFreeRoundsSchema>;

/** `authenticate`: trades the one-time launch token of the game's iframe URL for a wallet session. */
export const walletAuthenticateRequestSchema = z.object({ launchToken: z.string().min(16).max(200) });
export const walletSessionSchema = z.object({
  sessionToken: sessionTokenSchema,
  /** The player as the provider knows them: stable, not the casino's internal id. */
  playerRef: z.string(),
  /** Demo sessions never reach the ledger: the provider plays them with its own demo balance. */
  mode: z.enum(['real', 'demo']),
  gameSlug: z.string(),
  currency: currencySchema,
  language: languageSchema,
  /** The playable balance: real and bonus money together, as every reply's `balance` (0 in demo). */
  balance: amountSchema,
  /** Stake limits of the game in this currency. */
  minBet: amountSchema,
  maxBet: amountSchema,
  /** The player's free rounds on this game in this currency, if any (real sessions only). */
  freeRounds: z.array(walletFreeRoundsSchema).optional(),
});
export type WalletSession = z.infer<typeof walletSessionSchema>;

export const walletBalanceRequestSchema = z.object({ sessionToken: sessionTokenSchema });

/** The provider's own account of a round, stored for game recall (outcome and provably-fair data). */
export const roundDetailsSchema = z.object({
  outcome: z.record(z.string(), z.unknown()),
  provablyFair: z
    .object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() })
    .optional(),
});
export type RoundDetails = z.infer<typeof roundDetailsSchema>;

export const walletBetRequestSchema = z.object({
  sessionToken: sessionTokenSchema,
  transactionId: transactionIdSchema,
  roundId: roundIdSchema,
  amount: amountSchema.min(1),
  currency: currencySchema,
});
export type WalletBetRequest = z.infer<typeof walletBetRequestSchema>;

/** `win`: credits a round's win (0 for a loss); `roundClosed` ends the round. Never refused for an expired session. */
export const walletWinRequestSchema = z.object({
  sessionToken: sessionTokenSchema,
  transactionId: transactionIdSchema,
  /** The bet the win settles. */
  betTransactionId: transactionIdSchema,
  roundId: roundIdSchema,
  amount: amountSchema,
  currency: currencySchema,
  roundClosed: z.boolean(),
  details: roundDetailsSchema.optional(),
});
export type WalletWinRequest = z.infer<typeof walletWinRequestSchema>;

/** `rollback`: refunds a bet. An unknown bet is rolled back as a no-op and leaves a tombstone. */
export const walletRollbackRequestSchema = z.object({
  sessionToken: sessionTokenSchema,
  transactionId: transactionIdSchema,
  betTransactionId: transactionIdSchema,
  roundId: roundIdSchema,
});
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequestSchema>;

/** `bet-win`: an instant game's whole round in one call: the bet and its win, the round closed. */
export const walletBetWinRequestSchema = z.object({
  sessionToken: sessionTokenSchema,
  transactionId: transactionIdSchema,
  roundId: roundIdSchema,
  bet: amountSchema.min(1),
  win: amountSchema,
  currency: currencySchema,
  details: roundDetailsSchema.optional(),
  /**
   * A free round's grant (`freeRounds[].id` of authenticate): the stake must be the grant's, the casino pays it
   * and the win goes to the player's bonus balance.
   */
  freeRoundId: transactionIdSchema.optional(),
});
export type WalletBetWinRequest = z.infer<typeof walletBetWinRequestSchema>;

export const walletOkSchema = z.object({
  status: z.literal('ok'),
  balance: amountSchema,
  currency: currencySchema,
  /** The casino's ledger transfer for money calls. */
  casinoTransactionId: z.string().optional(),
  /** A free round's bet-win: the rounds of its grant left to play. */
  freeRoundsLeft: z.number().int().nonnegative().optional(),
});
export type WalletOk = z.infer<typeof walletOkSchema>;

export const walletErrorReplySchema = z.object({
  status: z.literal('error'),
  code: z.enum(SEAMLESS_WALLET_ERRORS),
  message: z.string(),
  balance: amountSchema.optional(),
  currency: currencySchema.optional(),
  /** LIMIT_REACHED: the player's own limit the stake would pass, for the game to show them (what is left, when). */
  selfLimit: selfLimitBlockSchema.optional(),
  /** SELF_EXCLUDED: when the exclusion ends (null: permanent), for the game to show the player. */
  excludedTill: z.iso.datetime().nullable().optional(),
});
export type WalletErrorReply = z.infer<typeof walletErrorReplySchema>;

export const walletAuthenticateReplySchema = z.union([
  walletSessionSchema.extend({ status: z.literal('ok') }),
  walletErrorReplySchema,
]);
export type WalletAuthenticateReply = z.infer<typeof walletAuthenticateReplySchema>;
export const walletReplySchema = z.union([walletOkSchema, walletErrorReplySchema]);
export type WalletReply = z.infer<typeof walletReplySchema>;
