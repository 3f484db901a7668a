import { z } from 'zod';
import { GAME_KINDS, ROUND_STATUSES } from '../game-codes.ts';
import { currencySchema } from '../schemas.ts';
import { defineEvent, minorUnits } from './define-event.ts';

/** The round an event is about: the provider's round id, the game, the round's currency. */
const round = {
  provider: z.string().min(1),
  roundId: z.string().min(1),
  gameId: z.number().int(),
  gameSlug: z.string().min(1),
  /**
   * What the game was when played (bonus wagering weighs a stake by it). Events written before the field existed
   * read as null: the bonuses consumer counts such a stake as contributing nothing to wagering.
   */
  gameKind: z.enum(GAME_KINDS).nullable().default(null),
  currency: currencySchema,
  /**
   * When the call was made by the casino's clock (competitions count a stake by it). Added after version 1 was
   * written: events from before it read the time the event was stored.
   */
  occurredAt: z.iso.datetime().optional(),
};

/**
 * A bet's money on each balance (what its stake took, or what its refund gave back) and the bet's own ids: a
 * consumer keys its work on them, and one that counted the stake finds it again by them when it is refunded.
 */
const betMoney = {
  /** The whole stake: `real + bonus`. */
  amount: minorUnits,
  real: minorUnits,
  bonus: minorUnits,
  /** The provider's transaction id of the bet. */
  transactionId: z.string().min(1),
  /** The ledger transfer that took the stake. */
  transferId: z.number().int(),
};

/**
 * Money staked on a round (a bet, or the bet of a bet-and-win), with what bonus wagering, competitions and
 * jackpot contributions need: how much came from the real and from the bonus balance, and the ids that make a
 * consumer's own work idempotent (the provider's transaction id, the ledger transfer).
 */
export const betPlacedEvent = defineEvent({
  type: 'BetPlaced',
  version: 1,
  scope: 'player',
  payload: z.object({ ...round, ...betMoney }),
});

/**
 * A bet refunded by the provider's rollback, the round's last open bet or one of several (the round may stay
 * open): what the refund gave back to the real and the bonus balance, the bet's own ids (the provider's
 * transaction id and the ledger transfer that took the stake), so a consumer that counted the stake takes it off.
 */
export const betRolledBackEvent = defineEvent({
  type: 'BetRolledBack',
  version: 1,
  scope: 'player',
  payload: z.object({ ...round, ...betMoney }),
});

/**
 * A round closed: by its closing win or bet-and-win (`closed`), or by the refund of all its bets (`rolled_back`).
 * `stake` and `win` are the round's totals; the ids are those of the call that closed it (a closing win of
 * nothing moves no money, so it has no transfer).
 */
export const roundSettledEvent = defineEvent({
  type: 'RoundSettled',
  version: 1,
  scope: 'player',
  payload: z.object({
    ...round,
    stake: minorUnits,
    win: minorUnits,
    status: z.enum(ROUND_STATUSES).exclude(['open']),
    transactionId: z.string().min(1),
    transferId: z.number().int().nullable(),
  }),
});

/** A game was launched for real money: the player's other pages may follow what is being played. */
export const gameLaunchedEvent = defineEvent({
  type: 'GameLaunched',
  version: 1,
  scope: 'player',
  payload: z.object({ slug: z.string().min(1), isMoney: z.boolean() }),
});
