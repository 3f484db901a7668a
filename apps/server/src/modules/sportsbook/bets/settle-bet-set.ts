import type { Currency } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { SportMovement } from '../../wallet/index.ts';
import {
  appendEventsInBulk,
  lockAcceptedBets,
  updateBets,
  updateSelectionResults,
} from './bet-set.repository.ts';
import {
  type BetVerdict,
  changeOf,
  marketOf,
  settledFields,
  settlementMovement,
  settlesAnything,
  unpaidSettledEvent,
  verdictOn,
} from './bet-settlement.ts';
import type { SettleDeps } from './settle-deps.ts';
import { marketKeyText, type SportBetRow, type SportBetSelectionRow } from './sport-bets.repository.ts';

interface Decided {
  bet: SportBetRow;
  selections: SportBetSelectionRow[];
  verdict: BetVerdict;
  change: number;
}

/**
 * Settles a set of bets in the caller's transaction by the rules a bet settled alone follows (`bet-settlement.ts`),
 * in a handful of statements however many bets the set holds: the bets locked and read with their selections,
 * their markets and voided windows; every verdict decided in memory; the real balances of the players a take-back
 * concerns locked and read; the payouts and take-backs posted as one batch of ledger transfers (each under the
 * key a bet settled alone would use, with its event); the selections' results, the bets and the settled events of
 * steps without money written by one statement each. Bets are taken in id order, each take-back limited by what
 * the player's balance holds after the set's earlier movements, so the set ends where settling its bets one after
 * the other would. Returns how many bets changed.
 */
export async function settleBetSet(deps: SettleDeps, tx: Db, betIds: readonly number[]): Promise<number> {
  const { repository, wallet, clock } = deps;
  const bets = await lockAcceptedBets(tx, betIds);
  if (bets.length === 0) return 0;
  const selectionsOf = groupByBet(
    await repository.selections(
      tx,
      bets.map((bet) => bet.id),
    ),
  );
  const keys = [
    ...new Map(
      [...selectionsOf.values()]
        .flat()
        .map((selection) => [marketKeyText(marketOf(selection)), marketOf(selection)]),
    ).values(),
  ];
  const markets = await repository.markets(tx, keys);
  const windows = await repository.cancelWindows(tx, keys);
  const verdicts = bets.map((bet) => {
    const selections = selectionsOf.get(bet.id) ?? [];
    return { bet, selections, verdict: verdictOn(bet, selections, markets, windows) };
  });
  const real = await realBalancesForTakeBacks(deps, tx, verdicts);
  const decided: Decided[] = verdicts.map((entry) => {
    const { bet, verdict } = entry;
    const account = realAccountOf(bet);
    const balance = real.get(account);
    const change = changeOf(bet, verdict, () => balance ?? 0);
    if (balance !== undefined) real.set(account, balance + change);
    return { ...entry, change };
  });
  const movements: SportMovement[] = decided
    .filter(({ change }) => change !== 0)
    .map(({ bet, selections, verdict, change }) =>
      settlementMovement(bet, selections.length, verdict.outcome, change),
    );
  await wallet.sportTransfers(tx, movements);
  const changed = decided.filter(({ bet, verdict, change }) => settlesAnything(bet, verdict, change));
  await updateSelectionResults(
    tx,
    changed.flatMap(({ bet, selections, verdict }) =>
      selections
        .map((selection, index) => ({
          betId: bet.id,
          position: selection.position,
          result: verdict.results[index] ?? 'open',
          before: selection.result,
        }))
        .filter((update) => update.result !== update.before),
    ),
  );
  const now = clock.now();
  await updateBets(
    tx,
    changed.map(({ bet, verdict, change }) => ({ id: bet.id, ...settledFields(bet, verdict, change, now) })),
  );
  await appendEventsInBulk(
    tx,
    changed
      .filter(({ change }) => change === 0)
      .map(({ bet, selections, verdict }) => unpaidSettledEvent(bet, selections.length, verdict.outcome)),
  );
  return changed.length;
}

function groupByBet(selections: readonly SportBetSelectionRow[]): Map<number, SportBetSelectionRow[]> {
  const byBet = new Map<number, SportBetSelectionRow[]>();
  for (const selection of selections) {
    const ofBet = byBet.get(selection.betId);
    if (ofBet) ofBet.push(selection);
    else byBet.set(selection.betId, [selection]);
  }
  return byBet;
}

/** A player's real balance in the bet's currency, as the set's running balances name it. */
const realAccountOf = (bet: SportBetRow) => `${bet.playerId}:${bet.currency}`;

/**
 * The real balances, locked, of the players some bet of the set takes money back from (what the player holds
 * limits a take-back); other players' balances are not read, since a payout needs none.
 */
async function realBalancesForTakeBacks(
  deps: SettleDeps,
  tx: Db,
  verdicts: readonly { bet: SportBetRow; verdict: BetVerdict }[],
): Promise<Map<string, number>> {
  const byCurrency = new Map<Currency, number[]>();
  for (const { bet, verdict } of verdicts) {
    if (verdict.owed >= bet.payout) continue;
    const currency = bet.currency as Currency;
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), bet.playerId]);
  }
  const balances = new Map<string, number>();
  for (const [currency, playerIds] of byCurrency) {
    for (const [playerId, real] of await deps.wallet.lockRealBalances(tx, currency, playerIds))
      balances.set(realAccountOf({ playerId, currency } as SportBetRow), real);
  }
  return balances;
}
