import { type Currency, transferEvent } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import type { WalletService } from '../../wallet/index.ts';
import { paidToPlayer, type SportFreebets } from '../freebets/sport-freebets.ts';
import { acceptedEvent, betFields } from './bet-events.ts';
import { combinedOddsOf, potentialPayoutOf } from './bet-math.ts';
import { checkSelection } from './selection-check.ts';
import { marketKeyText, type SportBetsRepository } from './sport-bets.repository.ts';

/** Pending bets decided per run; the job runs every second. */
const BATCH = 100;

export interface AcceptPendingDeps {
  repository: SportBetsRepository;
  wallet: WalletService;
  freebets: Pick<SportFreebets, 'reinstate'>;
  clock: Clock;
}

/**
 * Decides the live bets whose bet delay is over (decision 032): each selection is checked again as at placement,
 * against the price the bet was placed at and the player's odds-change policy, so a goal during the delay (a bet
 * stop, then new prices) refuses the bet. A refused bet gets its stake back (a free bet may be placed again); an
 * accepted one stands at the prices of now if the policy took a change, and within the payout limit it was
 * placed under.
 */
export async function acceptPendingBets(deps: AcceptPendingDeps): Promise<number> {
  const { repository, clock } = deps;
  const due = await repository.duePending(repository.db, clock.now(), BATCH);
  for (const betId of due) await repository.db.transaction((tx) => decide(deps, tx, betId));
  return due.length;
}

async function decide(deps: AcceptPendingDeps, tx: Db, betId: number): Promise<void> {
  const { repository, wallet, clock } = deps;
  const bet = await repository.bet(tx, betId, true);
  if (bet?.status !== 'pending') return;
  const selections = await repository.selections(tx, [bet.id]);
  const keys = selections.map((selection) => ({
    eventId: selection.eventId,
    market: selection.marketType,
    specifiers: selection.specifiers,
  }));
  await repository.lockEventsShared(
    tx,
    keys.map((key) => key.eventId),
  );
  const { markets, upProducers: up } = await repository.slipState(tx, keys);
  const verdicts = selections.map((selection, index) =>
    checkSelection(
      { outcome: selection.outcomeId, odds: selection.odds },
      markets.get(marketKeyText(keys[index] as (typeof keys)[number])),
      up,
      bet.oddsPolicy,
    ),
  );
  const odds = verdicts.map((verdict, index) =>
    verdict.ok ? verdict.odds : (selections[index]?.odds as number),
  );
  const shape = { type: bet.type, systemSize: bet.systemSize, stake: bet.stake };
  const potentialPayout = paidToPlayer(bet, potentialPayoutOf(shape, odds));
  const limits = await repository.limits(tx, bet.currency, bet.playerId);
  const refused = verdicts.find((verdict) => !verdict.ok);
  const rejection = refused
    ? { reason: refused.reason, limit: null }
    : limits && potentialPayout > limits.maxPayout
      ? { reason: 'payout_above_maximum' as const, limit: limits.maxPayout }
      : null;
  const now = clock.now();
  for (const [index, verdict] of verdicts.entries()) {
    const selection = selections[index];
    if (!selection) continue;
    if (verdict.ok && verdict.odds !== selection.odds) {
      await repository.updateSelection(tx, bet.id, selection.position, { odds: verdict.odds });
    }
    if (!verdict.ok) {
      await repository.updateSelection(tx, bet.id, selection.position, { currentOdds: verdict.currentOdds });
    }
  }
  if (rejection) {
    await repository.updateBet(tx, bet.id, {
      status: 'rejected',
      rejectReason: rejection.reason,
      rejectLimit: rejection.limit,
      outcome: 'void',
      decidedAt: now,
    });
    if (bet.freebetId) await deps.freebets.reinstate(tx, bet.freebetId);
    await wallet.sportTransfer(tx, {
      kind: bet.freebetId ? 'sport_freebet_refund' : 'sport_refund',
      playerId: bet.playerId,
      currency: bet.currency as Currency,
      amount: bet.stake,
      idempotencyKey: `sport-bet:${bet.id}:refund`,
      metadata: { betId: bet.id, reason: rejection.reason },
      events: [
        transferEvent('SportBetRejected', bet.playerId, {
          ...betFields(bet, selections.length),
          reason: rejection.reason,
        }),
      ],
    });
    return;
  }
  const accepted = { ...bet, odds: combinedOddsOf(shape, odds), potentialPayout };
  await repository.updateBet(tx, bet.id, {
    status: 'accepted',
    odds: accepted.odds,
    potentialPayout,
    decidedAt: now,
  });
  await appendOutboxEvents(tx, [acceptedEvent(accepted, selections.length)]);
}
