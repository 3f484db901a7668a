import type { Currency, WalletBetWinRequest, WalletOk } from '@casino/contracts';
import type { OutboxEvent } from '../../platform/events/outbox-event.ts';
import type { CallRecord, NewRound } from './seamless-wallet.repository.ts';
import { type MoneyCall, touchOf } from './wallet-call.ts';

/** What differs between a paid and a free `bet-win` round: the balances around it and what paid the stake. */
type RoundFigures = Pick<NewRound, 'balanceBefore' | 'balanceAfter'> &
  Partial<Pick<NewRound, 'bonusStake' | 'freeRoundGrantId'>>;

/**
 * The writes that finish a `bet-win`, whoever paid its stake: the round opened and closed at once, the call's
 * record with its reply (a replay is answered from it), the session's activity and the call's events.
 */
export function betWinRecord(
  call: MoneyCall<WalletBetWinRequest>,
  figures: RoundFigures,
  reply: WalletOk,
  events: readonly OutboxEvent[],
): CallRecord {
  const { provider, request, session, now } = call;
  return {
    newRound: {
      provider,
      roundId: request.roundId,
      playerId: session.playerId,
      sessionId: session.id,
      gameId: session.gameId,
      gameSlug: session.gameSlug,
      gameKind: session.gameKind,
      currency: session.currency as Currency,
      status: 'closed',
      stake: request.bet,
      win: request.win,
      openBets: 0,
      details: request.details ?? null,
      openedAt: now,
      closedAt: now,
      ...figures,
    },
    call: {
      provider,
      transactionId: request.transactionId,
      kind: 'bet-win',
      sessionId: session.id,
      amount: request.bet,
      betStatus: 'settled',
      fingerprint: call.fingerprint,
      reply,
      createdAt: now,
    },
    touchSession: touchOf(call),
    events,
  };
}
