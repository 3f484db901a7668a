import { type Currency, domainEvent, type SportBetOutcome, transferEvent } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import type { WalletService } from '../../wallet/index.ts';
import { paidToPlayer } from '../freebets/sport-freebets.ts';
import { betFields } from './bet-events.ts';
import { outcomeOf, payoutOf } from './bet-math.ts';
import { selectionResult } from './selection-result.ts';
import {
  type MarketKey,
  marketKeyText,
  type SportBetRow,
  type SportBetsRepository,
} from './sport-bets.repository.ts';

/** Markets read per run, and bets settled per transaction. */
const NEWS_BATCH = 200;
const BETS_PER_TRANSACTION = 100;

export interface SettleDeps {
  repository: SportBetsRepository;
  wallet: WalletService;
  clock: Clock;
}

/**
 * Settles the bets on every market the feed settled, cancelled, rolled back or voided a window of since the last
 * run (decision 032), following `sport_settlement_seq`. Settlement is a reconciliation, not a replay of messages:
 * each bet is brought to what its markets say now, and only the difference moves, so a settlement sent twice, out
 * of order, or rolled back and sent again ends in one payout. The progress is saved after the bets: a crash in
 * between settles them again, which moves nothing.
 */
export async function settleSportBets(deps: SettleDeps): Promise<number> {
  const { repository } = deps;
  const { db } = repository;
  const news = await repository.settlementNews(db, await repository.settledUpTo(db), NEWS_BATCH);
  if (news.length === 0) return 0;
  const markets = new Map<string, MarketKey>(news.map((market) => [marketKeyText(market), market]));
  let settled = 0;
  for (const market of markets.values()) {
    // Waits for placements that read the market open to commit; later ones find it closed.
    const betIds = await db.transaction(async (tx) => {
      await repository.lockEventForSettlement(tx, market.eventId);
      return repository.acceptedBetsOn(tx, market);
    });
    for (let start = 0; start < betIds.length; start += BETS_PER_TRANSACTION) {
      await db.transaction(async (tx) => {
        for (const betId of betIds.slice(start, start + BETS_PER_TRANSACTION)) {
          if (await settleBet(deps, tx, betId)) settled += 1;
        }
      });
    }
  }
  await repository.advanceSettlement(db, Math.max(...news.map((market) => market.seq)));
  return settled;
}

/**
 * Brings one bet to what its markets say now: its selections' results, its outcome, and its payout. A payout due is
 * paid; a payout no longer due (a rolled-back result) is taken back as far as the player's real balance holds it,
 * and what it does not is recorded on the bet as unrecovered, for the operator: a player's balance never goes below
 * zero. Each movement is one ledger transfer keyed by the bet's settlement step. Returns whether anything changed.
 */
export async function settleBet(deps: SettleDeps, tx: Db, betId: number): Promise<boolean> {
  const { repository, clock } = deps;
  const bet = await repository.bet(tx, betId, true);
  if (bet?.status !== 'accepted') return false;
  const selections = await repository.selections(tx, [bet.id]);
  const keys = selections.map((selection) => ({
    eventId: selection.eventId,
    market: selection.marketType,
    specifiers: selection.specifiers,
  }));
  const markets = await repository.markets(tx, keys);
  const windows = await repository.cancelWindows(tx, keys);
  const results = selections.map((selection, index) => {
    const key = marketKeyText(keys[index] as MarketKey);
    return selectionResult(
      { outcomeId: selection.outcomeId, placedAt: bet.placedAt.getTime() },
      markets.get(key),
      windows.get(key) ?? [],
    );
  });
  let changed = false;
  for (const [index, selection] of selections.entries()) {
    const result = results[index] ?? 'open';
    if (selection.result === result) continue;
    await repository.updateSelection(tx, bet.id, selection.position, { result });
    changed = true;
  }
  // What is still riding after cash-outs settles; what the cash-outs paid is the bet's for good.
  const riding = payoutOf(
    { ...bet, stake: bet.stake - bet.cashedOutStake },
    selections.map((selection, index) => ({ odds: selection.odds, result: results[index] ?? 'open' })),
  );
  const due = riding === null ? null : riding + bet.cashOutAmount;
  const outcome = bet.cashedOutStake === bet.stake ? 'cashed_out' : outcomeOf(bet.stake, due, results);
  const owed = owedOn(bet, due);
  const movement = await moveTo(deps, tx, { bet, due: owed, outcome, selections: selections.length });
  if (!changed && outcome === bet.outcome && movement.change === 0) return false;
  const payout = bet.payout + movement.change;
  await repository.updateBet(tx, bet.id, {
    outcome,
    payout,
    unrecovered: Math.max(0, payout - owed),
    settlementStep: bet.settlementStep + (movement.change === 0 ? 0 : 1),
    settledAt: outcome === 'open' ? null : clock.now(),
  });
  // Told without money too: a decision that moved nothing, and a selection decided while the bet stays open.
  if (movement.change === 0 && (outcome !== bet.outcome || changed)) {
    await appendOutboxEvents(tx, [
      domainEvent('SportBetSettled', bet.playerId, {
        ...settledPayload(bet, selections.length, outcome, payout),
        change: 0,
        transferId: null,
      }),
    ]);
  }
  return true;
}

/**
 * What the bet owes the player now: what its results pay (what its cash-outs paid while it is open); a free bet's
 * winnings without the stake, which was the house's (a void or a lost free bet pays nothing).
 */
function owedOn(bet: SportBetRow, due: number | null): number {
  return paidToPlayer(bet, due ?? bet.cashOutAmount);
}

/**
 * Pays or takes back the difference between what the bet has paid and what is due, with the bet's settled event
 * written beside the transfer; nothing moves when they are equal.
 */
async function moveTo(
  deps: SettleDeps,
  tx: Db,
  settlement: { bet: SportBetRow; due: number; outcome: SportBetOutcome; selections: number },
): Promise<{ change: number }> {
  const { wallet } = deps;
  const { bet, due, outcome } = settlement;
  const currency = bet.currency as Currency;
  let change = due - bet.payout;
  if (change < 0) {
    const { real } = await wallet.lockPlayableBalances(tx, bet.playerId, currency);
    change = -Math.min(-change, real);
  }
  if (change === 0) return { change };
  await wallet.sportTransfer(tx, {
    kind: change > 0 ? 'sport_payout' : 'sport_reversal',
    playerId: bet.playerId,
    currency,
    amount: Math.abs(change),
    idempotencyKey: `sport-bet:${bet.id}:settlement:${bet.settlementStep + 1}`,
    metadata: { betId: bet.id, outcome },
    events: [
      transferEvent('SportBetSettled', bet.playerId, {
        ...settledPayload(bet, settlement.selections, outcome, bet.payout + change),
        change,
      }),
    ],
  });
  return { change };
}

function settledPayload(bet: SportBetRow, selections: number, outcome: SportBetOutcome, payout: number) {
  return { ...betFields(bet, selections), outcome, payout };
}
