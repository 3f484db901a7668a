import type { Currency, SevensDrop, SevensPlayerWin } from '@casino/contracts';
import type { SevensDropTerms } from '@casino/game-math';
import { maskedWinner } from '../jackpots/jackpot-view.ts';
import type { JackpotSevensRoundRow, JackpotSevensRow } from './jackpot-sevens.schema.ts';

/**
 * The ledger's name for a jackpot-sevens pool (house `jackpot_pool`, provider = this): a progressive jackpot's pool
 * is named by its bare slug, which never holds a colon, so the two kinds of pool can never share an account.
 */
export function sevensPoolKey(slug: string): string {
  return `sevens:${slug}`;
}

/** A jackpot's round terms in a currency; undefined when it does not run in it (or its terms cannot drop). */
export function sevensTermsIn(jackpot: JackpotSevensRow, currency: Currency): SevensDropTerms | undefined {
  const seedAmount = jackpot.seedAmount[currency];
  const dropCeiling = jackpot.dropCeiling[currency];
  if (seedAmount === undefined || dropCeiling === undefined || dropCeiling <= seedAmount) return undefined;
  return { seedAmount, dropCeiling };
}

/** A won round, as its fields are then all set. */
type WonRound = JackpotSevensRoundRow & { wonAt: Date; winnerId: number; amountWon: number };

export function isWon(round: JackpotSevensRoundRow): round is WonRound {
  return round.wonAt !== null && round.winnerId !== null && round.amountWon !== null;
}

/** A dropped round as every visitor sees it: the winner masked, the seed revealed beside its commitment. */
export function sevensDropView(round: WonRound): SevensDrop {
  return {
    roundId: round.id,
    winner: maskedWinner(round.winnerId),
    amount: round.amountWon,
    currency: round.currency as Currency,
    seedAmount: round.seedAmount,
    dropCeiling: round.dropCeiling,
    dropAmount: round.dropAmount,
    serverSeedHash: round.serverSeedHash,
    serverSeed: round.serverSeed,
    wonAt: round.wonAt.toISOString(),
  };
}

/** A round as its winner sees it. */
export function sevensPlayerWinView(round: WonRound): SevensPlayerWin {
  return {
    roundId: round.id,
    jackpot: round.jackpot,
    amount: round.amountWon,
    currency: round.currency as Currency,
    wonAt: round.wonAt.toISOString(),
  };
}
