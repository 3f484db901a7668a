import { type CashOutBody, type CashOutQuote, type Currency, transferEvent } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { TransferAborted, type WalletService } from '../../wallet/index.ts';
import { betFields } from './bet-events.ts';
import { potentialPayoutOf } from './bet-math.ts';
import { cashOutValue, type ValuedSelection } from './cash-out-price.ts';
import { checkSelection } from './selection-check.ts';
import { selectionResult } from './selection-result.ts';
import { sportBetErrors } from './sport-bets.errors.ts';
import {
  type MarketKey,
  marketKeyText,
  type SportBetRow,
  type SportBetSelectionRow,
  type SportBetsRepository,
} from './sport-bets.repository.ts';

export interface CashOutDeps {
  repository: SportBetsRepository;
  wallet: WalletService;
  clock: Clock;
  /** Waits out a live cash-out's bet delay: a timer, unless a test steps in. */
  wait?: (ms: number) => Promise<void>;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What cashing out `stake` of the player's bet (the whole remaining stake when absent) pays now (decision 032):
 * priced from the current odds with the operator's margin, refused while a selection's market is suspended or once
 * the bet is decided. A stake above the remaining one is refused as the cash-out itself would refuse it, so a part
 * is never shown a value it cannot be paid.
 */
export async function quoteCashOut(
  deps: CashOutDeps,
  playerId: number,
  betId: number,
  stake?: number,
): Promise<CashOutQuote> {
  const { repository } = deps;
  const bet = await playersBet(repository, repository.db, playerId, betId);
  const remainingStake = bet.stake - bet.cashedOutStake;
  if (!offersCashOut(bet)) {
    return { available: false, refusal: 'not_offered', remainingStake, amount: null };
  }
  if (stake !== undefined && stake > remainingStake) throw cashOutErrors.unavailable('not_offered');
  const value = await betValue(deps, repository.db, bet, stake ?? remainingStake);
  return 'amount' in value
    ? { available: true, refusal: null, remainingStake, amount: value.amount }
    : { available: false, refusal: value.refusal, remainingStake, amount: null };
}

/**
 * Cashes out `stake` of the bet's remaining stake for `amount`, the price the player was shown: in one transaction
 * with the bet locked and its matches held against settlement, the bet is valued again at the prices of now, and a
 * value other than `amount` refuses the cash-out with the new one (a price never changes silently). A bet with a
 * match in play waits out the bet delay first. The amount is paid from the sportsbook's book as one transfer keyed
 * by the client's reference id (or, without one, the bet's cash-out count); what stays riding settles as before,
 * and a cash-out is never taken back by a later rollback of a result.
 */
export async function cashOut(
  deps: CashOutDeps,
  playerId: number,
  betId: number,
  body: CashOutBody,
): Promise<SportBetRow> {
  await waitOutLiveDelay(deps, playerId, betId);
  const { repository } = deps;
  try {
    return await repository.db.transaction((tx) => cashOutWithin(deps, tx, playerId, betId, body));
  } catch (error) {
    if (!body.referenceId || !(error instanceof TransferAborted) || error.reason !== 'key-taken') throw error;
    // The same cash-out sent again: the first paid it, once; the bet as it stands now answers.
    return playersBet(repository, repository.db, playerId, betId);
  }
}

async function cashOutWithin(
  deps: CashOutDeps,
  tx: Db,
  playerId: number,
  betId: number,
  body: CashOutBody,
): Promise<SportBetRow> {
  const { repository, wallet, clock } = deps;
  const bet = await playersBet(repository, tx, playerId, betId, true);
  const remainingStake = bet.stake - bet.cashedOutStake;
  const selections = await repository.selections(tx, [bet.id]);
  const riding = remainingStake - body.stake;
  const cashOutAmount = bet.cashOutAmount + body.amount;
  const outcome = riding === 0 ? 'cashed_out' : 'open';
  const payout = bet.payout + body.amount;
  const pay = () =>
    wallet.sportTransfer(tx, {
      kind: 'sport_cashout',
      playerId,
      currency: bet.currency as Currency,
      amount: body.amount,
      idempotencyKey: `sport-bet:${bet.id}:cash-out:${body.referenceId ?? bet.cashOuts + 1}`,
      metadata: { betId: bet.id, stake: body.stake, referenceId: body.referenceId ?? null },
      events: [
        transferEvent('SportBetSettled', playerId, {
          ...betFields(bet, selections.length),
          outcome,
          payout,
          change: body.amount,
        }),
      ],
    });
  // A reference id tells a request sent again apart before anything about the bet is judged again (the first
  // one changed it): its key is taken, which aborts this transaction (answered above). A new one is paid here
  // and then checked; a refusal below rolls the payment back with the transaction.
  if (body.referenceId) await pay();
  if (!offersCashOut(bet) || body.stake > remainingStake) {
    throw cashOutErrors.unavailable('not_offered');
  }
  await repository.lockEventsShared(
    tx,
    selections.map((selection) => selection.eventId),
  );
  const value = await betValue(deps, tx, bet, body.stake, selections);
  if ('refusal' in value) throw cashOutErrors.unavailable(value.refusal);
  if (value.amount !== body.amount) throw cashOutErrors.priceChanged(body.stake, value.amount);
  if (!body.referenceId) await pay();
  const potentialPayout =
    potentialPayoutOf(
      { type: bet.type, systemSize: bet.systemSize, stake: riding },
      selections.map((selection) => selection.odds),
    ) + cashOutAmount;
  const now = clock.now();
  const change = {
    cashedOutStake: bet.cashedOutStake + body.stake,
    cashOutAmount,
    cashOuts: bet.cashOuts + 1,
    payout,
    potentialPayout,
    outcome,
    settledAt: riding === 0 ? now : null,
  } as const;
  await repository.updateBet(tx, bet.id, change);
  return { ...bet, ...change };
}

/**
 * Before a cash-out of a bet with a selection in play, the operator's bet delay passes (as for a live bet,
 * decision 032): the cash-out is then valued in its transaction at the prices of the delay's end, so a goal, a bet
 * stop or a price move during the delay refuses it. Another player's bet is refused at once (404), and a bet
 * without a match in play is not kept waiting.
 */
async function waitOutLiveDelay(deps: CashOutDeps, playerId: number, betId: number): Promise<void> {
  const { repository } = deps;
  const bet = await playersBet(repository, repository.db, playerId, betId);
  if (!offersCashOut(bet)) return;
  const selections = await repository.selections(repository.db, [bet.id]);
  const { markets } = await repository.slipState(repository.db, selections.map(marketKeyOf));
  const inPlay = selections.some((selection) => {
    const market = markets.get(marketKeyText(marketKeyOf(selection)));
    return market?.eventStatus === 'live' && (market.status === 'active' || market.status === 'suspended');
  });
  if (!inPlay) return;
  const { liveDelayMs } = await repository.settings(repository.db);
  if (liveDelayMs > 0) await (deps.wait ?? timer)(liveDelayMs);
}

function marketKeyOf(selection: SportBetSelectionRow): MarketKey {
  return { eventId: selection.eventId, market: selection.marketType, specifiers: selection.specifiers };
}

/** An accepted bet still open, whose stake was the player's: a free bet's winnings are not sold back. */
function offersCashOut(bet: SportBetRow): boolean {
  return bet.status === 'accepted' && bet.outcome === 'open' && bet.freebetId === null;
}

export const cashOutErrors = {
  unavailable: (refusal: CashOutQuote['refusal']) =>
    new AppError('cash_out_unavailable', 'This bet cannot be cashed out now', { details: { refusal } }),
  /** The bet's value moved since the player was shown it: the new value, to show instead. */
  priceChanged: (stake: number, amount: number) =>
    new AppError('cash_out_price_changed', 'The cash-out value has changed', { details: { stake, amount } }),
};

async function playersBet(
  repository: SportBetsRepository,
  executor: Db,
  playerId: number,
  betId: number,
  lock = false,
): Promise<SportBetRow> {
  const bet = await repository.bet(executor, betId, lock);
  // Another player's bet is as missing as one that does not exist.
  if (!bet || bet.playerId !== playerId) throw sportBetErrors.notFound(String(betId));
  return bet;
}

/** The bet's `stake` valued now: each selection's result so far and, for an open one, its current price. */
async function betValue(
  deps: CashOutDeps,
  executor: Db,
  bet: SportBetRow,
  stake: number,
  known?: SportBetSelectionRow[],
) {
  const { repository } = deps;
  const selections = known ?? (await repository.selections(executor, [bet.id]));
  const keys = selections.map(marketKeyOf);
  const { markets, upProducers } = await repository.slipState(executor, keys);
  const windows = await repository.cancelWindows(executor, keys);
  const valued: ValuedSelection[] = selections.map((selection, index) => {
    const key = marketKeyText(keys[index] as MarketKey);
    const market = markets.get(key);
    const verdict = checkSelection(
      { outcome: selection.outcomeId, odds: selection.odds },
      market,
      upProducers,
      'any',
    );
    return {
      odds: selection.odds,
      result: selectionResult(
        { outcomeId: selection.outcomeId, placedAt: bet.placedAt.getTime() },
        market,
        windows.get(key) ?? [],
      ),
      current: verdict.ok ? verdict.odds : 'suspended',
    };
  });
  const { cashOutMarginBp } = await repository.settings(executor);
  return cashOutValue(bet, stake, valued, cashOutMarginBp);
}
