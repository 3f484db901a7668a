import type { Currency } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import {
  changeOf,
  marketOf,
  settledFields,
  settlementMovement,
  settlesAnything,
  unpaidSettledEvent,
  verdictOn,
} from './bet-settlement.ts';
import type { SettleDeps } from './settle-deps.ts';

/**
 * Brings one bet to what its markets say now: its selections' results, its outcome, and its payout. A payout due is
 * paid; a payout no longer due (a rolled-back result) is taken back as far as the player's real balance holds it,
 * and what it does not is recorded on the bet as unrecovered, for the operator: a player's balance never goes below
 * zero. The movement is one ledger transfer keyed by the bet's settlement step. Returns whether anything changed.
 * The settlement job settles bets as a set (`settle-bet-set.ts`); a set that fails is settled again bet by bet here.
 */
export async function settleBet(deps: SettleDeps, tx: Db, betId: number): Promise<boolean> {
  const { repository, wallet, clock } = deps;
  const bet = await repository.bet(tx, betId, true);
  if (bet?.status !== 'accepted') return false;
  const selections = await repository.selections(tx, [bet.id]);
  const keys = selections.map(marketOf);
  const verdict = verdictOn(
    bet,
    selections,
    await repository.markets(tx, keys),
    await repository.cancelWindows(tx, keys),
  );
  for (const [index, selection] of selections.entries()) {
    const result = verdict.results[index] ?? 'open';
    if (selection.result !== result)
      await repository.updateSelection(tx, bet.id, selection.position, { result });
  }
  const currency = bet.currency as Currency;
  const real =
    verdict.owed < bet.payout ? (await wallet.lockPlayableBalances(tx, bet.playerId, currency)).real : 0;
  const change = changeOf(bet, verdict, () => real);
  if (change !== 0)
    await wallet.sportTransfer(tx, settlementMovement(bet, selections.length, verdict.outcome, change));
  if (!settlesAnything(bet, verdict, change)) return false;
  await repository.updateBet(tx, bet.id, settledFields(bet, verdict, change, clock.now()));
  if (change === 0)
    await appendOutboxEvents(tx, [unpaidSettledEvent(bet, selections.length, verdict.outcome)]);
  return true;
}
