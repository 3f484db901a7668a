import type { Currency, SeamlessWalletError, SelfLimitBlock, WalletErrorReply } from '@casino/contracts';
import { AppError, notFound } from '../../platform/http/app-error.ts';

/**
 * The HTTP status each refusal travels with: a definitive answer is always below 500, so a provider retries only
 * what the casino could not answer.
 */
const STATUS_OF: Record<SeamlessWalletError, number> = {
  INVALID_SIGNATURE: 401,
  INVALID_REQUEST: 400,
  INVALID_TOKEN: 401,
  SESSION_EXPIRED: 401,
  PLAYER_BLOCKED: 403,
  SELF_EXCLUDED: 403,
  LIMIT_REACHED: 403,
  REALITY_CHECK_PENDING: 403,
  UNKNOWN_GAME: 404,
  BET_LIMIT: 422,
  INSUFFICIENT_FUNDS: 422,
  DUPLICATE_TRANSACTION: 409,
  BET_NOT_FOUND: 404,
  BET_ALREADY_SETTLED: 409,
  BET_ROLLED_BACK: 409,
  ROUND_CLOSED: 409,
  FREE_ROUND_NOT_FOUND: 404,
  FREE_ROUNDS_USED_UP: 409,
  FREE_ROUNDS_EXPIRED: 410,
  FREE_ROUND_WRONG_GAME: 422,
  FREE_ROUND_WRONG_STAKE: 422,
};

/** A seamless-wallet refusal: the code a provider acts on, its HTTP status, and the balance when known. */
export class WalletCallError extends Error {
  readonly code: SeamlessWalletError;
  readonly status: number;
  readonly balance: { amount: number; currency: Currency } | undefined;
  /** Facts of a player-protection refusal the game may show the player. */
  readonly protection: Pick<WalletErrorReply, 'selfLimit' | 'excludedTill'>;

  constructor(
    code: SeamlessWalletError,
    message: string,
    balance?: { amount: number; currency: Currency },
    protection: Pick<WalletErrorReply, 'selfLimit' | 'excludedTill'> = {},
  ) {
    super(message);
    this.name = 'WalletCallError';
    this.code = code;
    this.status = STATUS_OF[code];
    this.balance = balance;
    this.protection = protection;
  }

  /** The refusal as the API answers it. */
  toReply(): WalletErrorReply {
    return {
      status: 'error',
      code: this.code,
      message: this.message,
      ...(this.balance ? { balance: this.balance.amount, currency: this.balance.currency } : {}),
      ...this.protection,
    };
  }

  /** A refusal answered before, raised again as it was: a replay of a refused stake gets the same answer. */
  static fromReply({
    code,
    message,
    balance,
    currency,
    selfLimit,
    excludedTill,
  }: WalletErrorReply): WalletCallError {
    return new WalletCallError(
      code,
      message,
      balance !== undefined && currency ? { amount: balance, currency } : undefined,
      {
        ...(selfLimit ? { selfLimit } : {}),
        ...(excludedTill !== undefined ? { excludedTill } : {}),
      },
    );
  }
}

const named = (transactionId: string | null) => (transactionId ? ` ${transactionId}` : '');

export const walletCallErrors = {
  /** Unknown provider or a signature that does not verify: nothing of the request was read. */
  invalidSignature: () =>
    new WalletCallError('INVALID_SIGNATURE', 'The request is not signed by a known provider'),
  invalidRequest: (message: string) => new WalletCallError('INVALID_REQUEST', message),
  invalidToken: (message = 'The session token is unknown') => new WalletCallError('INVALID_TOKEN', message),
  /** Idle for 4 hours: no more stakes; wins and rollbacks are still taken. */
  sessionExpired: () =>
    new WalletCallError('SESSION_EXPIRED', 'The session has expired: start the game again to play on'),
  playerBlocked: () => new WalletCallError('PLAYER_BLOCKED', 'The player may not play'),
  /** A time-out or self-exclusion in force: no stakes until it ends. */
  selfExcluded: (excludedTill?: string | null) =>
    new WalletCallError(
      'SELF_EXCLUDED',
      'The player has excluded themselves from play for now',
      undefined,
      excludedTill === undefined ? {} : { excludedTill },
    ),
  /** A wager, loss or session limit the stake would pass. */
  limitReached: (message: string, selfLimit?: SelfLimitBlock) =>
    new WalletCallError('LIMIT_REACHED', message, undefined, selfLimit ? { selfLimit } : {}),
  /** The player has a reality check to acknowledge before they stake again. */
  realityCheckPending: (message: string) => new WalletCallError('REALITY_CHECK_PENDING', message),
  /**
   * A stake above the maximum bet of the bonus being wagered. The wallet API has no code of its own for it:
   * `BET_LIMIT`, since the stake is outside what the player may stake now, and the game offers a smaller one.
   */
  aboveBonusMaxBet: (message: string) => new WalletCallError('BET_LIMIT', message),
  unknownGame: (slug: string) => new WalletCallError('UNKNOWN_GAME', `The game ${slug} cannot be played`),
  betLimit: (minBet: number, maxBet: number, currency: Currency) =>
    new WalletCallError('BET_LIMIT', `The stake must be between ${minBet} and ${maxBet} ${currency}`),
  /** Nothing was debited; the balance tells the game what the player can stake. */
  insufficientFunds: (balance: number, currency: Currency) =>
    new WalletCallError('INSUFFICIENT_FUNDS', 'The balance is too low for this stake', {
      amount: balance,
      currency,
    }),
  duplicateTransaction: () =>
    new WalletCallError('DUPLICATE_TRANSACTION', 'The transaction id was used for another request'),
  betNotFound: (transactionId: string) =>
    new WalletCallError('BET_NOT_FOUND', `No bet${named(transactionId)} in this round of this player`),
  betAlreadySettled: (transactionId: string) =>
    new WalletCallError('BET_ALREADY_SETTLED', `The bet${named(transactionId)} is settled`),
  betRolledBack: (transactionId: string | null) =>
    new WalletCallError('BET_ROLLED_BACK', `The bet${named(transactionId)} was rolled back`),
  roundClosed: (roundId: string | null, message = `The round${named(roundId)} is closed`) =>
    new WalletCallError('ROUND_CLOSED', message),
  /** Unknown, or another player's: the provider's id names no free rounds of this player. */
  freeRoundNotFound: (id: string) =>
    new WalletCallError('FREE_ROUND_NOT_FOUND', `No free rounds ${id} for this player`),
  /** Every round played, or the bonus that gave them canceled. */
  freeRoundsUsedUp: (id: string) =>
    new WalletCallError('FREE_ROUNDS_USED_UP', `No free rounds ${id} are left`),
  freeRoundsExpired: (id: string) =>
    new WalletCallError('FREE_ROUNDS_EXPIRED', `The free rounds ${id} expired`),
  freeRoundWrongGame: (id: string, slug: string) =>
    new WalletCallError('FREE_ROUND_WRONG_GAME', `The free rounds ${id} are not for ${slug}`),
  freeRoundWrongStake: (id: string, stake: number, currency: string) =>
    new WalletCallError('FREE_ROUND_WRONG_STAKE', `The free rounds ${id} are played at ${stake} ${currency}`),
};

export const catalogueErrors = {
  /** Unknown or disabled: the catalogue has no such game to show. */
  gameNotFound: (slug: string) => notFound('game_not_found', `No game ${slug}`),
  tagNotFound: (slug: string) => notFound('tag_not_found', `No tag ${slug}`),
  rubricNotFound: (key: string | number) => notFound('rubric_not_found', `No collection ${key}`),
  providerNotFound: (slug: string) => notFound('provider_not_found', `No game provider ${slug}`),
  /** Subscriptions are for coming-soon games; a released game can simply be played. */
  gameReleased: (slug: string) =>
    new AppError('game_released', `The game ${slug} is released already: there is nothing to wait for`),
};
