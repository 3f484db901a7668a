import { z } from 'zod';
import { FREE_ROUND_GRANT_STATUSES } from '../free-spins.ts';
import { GAME_KINDS } from '../game-codes.ts';
import { currencySchema } from '../schemas.ts';
import { defineEvent, minorUnits } from './define-event.ts';

/** The grant an event is about and the bonus that gave it. */
const grant = {
  grantId: z.number().int().positive(),
  playerBonusId: z.number().int().positive(),
  currency: currencySchema,
};

/** Free rounds given to the player (a free-spin bonus activated): push tells the player's pages. */
export const freeRoundsGrantedEvent = defineEvent({
  type: 'FreeRoundsGranted',
  version: 1,
  scope: 'player',
  payload: z.object({
    ...grant,
    provider: z.string().min(1),
    gameSlugs: z.array(z.string().min(1)).min(1),
    stake: minorUnits,
    rounds: z.number().int().positive(),
    expiresAt: z.iso.datetime(),
  }),
});

/**
 * A free round played and settled: its stake paid by the house (`transferId` is that transfer), its win paid to
 * the bonus balance. Not a `BetPlaced`: no money of the player's was staked, so nothing counts towards wagering,
 * limits or play statistics of the player's own stakes.
 */
export const freeRoundPlayedEvent = defineEvent({
  type: 'FreeRoundPlayed',
  version: 1,
  scope: 'player',
  payload: z.object({
    ...grant,
    provider: z.string().min(1),
    roundId: z.string().min(1),
    gameSlug: z.string().min(1),
    gameKind: z.enum(GAME_KINDS),
    stake: minorUnits,
    win: minorUnits,
    roundsLeft: z.number().int().nonnegative(),
    winnings: minorUnits,
    transactionId: z.string().min(1),
    transferId: z.number().int(),
  }),
});

/**
 * A grant's spins are over: every one played (`finished`) or its time ran out (`expired`). The bonus that gave it
 * turns its winnings into its amount to wager.
 */
export const freeRoundsFinishedEvent = defineEvent({
  type: 'FreeRoundsFinished',
  version: 1,
  scope: 'player',
  payload: z.object({
    ...grant,
    status: z.enum(FREE_ROUND_GRANT_STATUSES).extract(['finished', 'expired']),
    winnings: minorUnits,
  }),
});
