import type { Currency, JackpotStatus, JackpotWin } from '@casino/contracts';
import { JACKPOT_TICKETS } from '@casino/game-math';
import type { JackpotRow, JackpotWinRow } from './jackpots.schema.ts';

/** A jackpot's terms in a currency; undefined when the jackpot does not run in it. */
export function jackpotTermsIn(jackpot: JackpotRow, currency: Currency) {
  const seedAmount = jackpot.seedAmount[currency];
  const ticketsPerMinorUnit = jackpot.ticketsPerMinorUnit[currency];
  if (seedAmount === undefined || ticketsPerMinorUnit === undefined) return undefined;
  return { seedAmount, ticketsPerMinorUnit };
}

/** The winner as every visitor sees them: the last three digits of their player number, nothing else. */
export function maskedWinner(playerId: number): string {
  return `***${String(playerId).slice(-3)}`;
}

export function jackpotWinView(row: JackpotWinRow): JackpotWin {
  return {
    jackpot: row.jackpot,
    winner: maskedWinner(row.playerId),
    amount: row.amount,
    currency: row.currency as Currency,
    wonAt: row.wonAt.toISOString(),
  };
}

/** A jackpot in a currency it runs in, with its pool's balance and its latest win. */
export function jackpotStatusView(
  jackpot: JackpotRow,
  terms: { seedAmount: number; ticketsPerMinorUnit: number },
  input: { currency: Currency; amount: number; lastWin: JackpotWinRow | undefined },
): JackpotStatus {
  return {
    slug: jackpot.slug,
    title: jackpot.title,
    amount: input.amount,
    currency: input.currency,
    seedAmount: terms.seedAmount,
    shareBasisPoints: jackpot.shareBasisPoints,
    games: jackpot.games,
    odds: { ticketsPerMinorUnit: terms.ticketsPerMinorUnit, totalTickets: JACKPOT_TICKETS },
    lastWin: input.lastWin ? jackpotWinView(input.lastWin) : null,
  };
}
