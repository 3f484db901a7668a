import type { Currency, WalletBetWinRequest, WalletOk } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { randomHouseShard } from '../wallet/index.ts';
import { gameEvents } from './game-events.ts';
import {
  type MoneyCall,
  okReply,
  principalAfter,
  requireRecorded,
  roundRef,
  stakeOf,
  touchOf,
  type WalletCallDeps,
} from './wallet-call.ts';

/**
 * `bet-win`: an instant game's whole round in one call, and the studio's commonest call, so it is kept to few
 * statements: player protection's check, the stake's debit, the win's credit when there is one (each one ledger
 * statement), then the round (opened and closed at once), the call's record, the session's activity and both
 * events in one statement. A round is new here, so there is no round lock to take first; an id already used is
 * refused from the record.
 */
export async function betAndWin(
  deps: WalletCallDeps,
  tx: Db,
  call: MoneyCall<WalletBetWinRequest>,
): Promise<WalletOk> {
  const { provider, request, session, now } = call;
  const currency = session.currency as Currency;
  await deps.protection.assertCanBet(tx, session.playerId, request.bet);
  const metadata = {
    transactionId: request.transactionId,
    roundId: request.roundId,
    gameSlug: session.gameSlug,
  };
  // Both transfers post to one house shard: a transaction locking two shards could deadlock with another.
  const houseShard = randomHouseShard();
  const stake = await deps.wallet.gameTransfer(tx, {
    kind: 'game_bet',
    playerId: session.playerId,
    currency,
    amount: request.bet,
    provider,
    reference: request.transactionId,
    metadata,
    houseShard,
  });
  // The win's key is the call's with a suffix no provider transaction id can have ('/' is not allowed in one).
  const win =
    request.win > 0
      ? await deps.wallet.gameTransfer(tx, {
          kind: 'game_win',
          playerId: session.playerId,
          currency,
          amount: request.win,
          provider,
          reference: `${request.transactionId}/win`,
          metadata,
          houseShard,
        })
      : undefined;
  const balanceBefore = principalAfter(stake, session.playerId) + request.bet;
  const balance = win ? principalAfter(win, session.playerId) : balanceBefore - request.bet;
  const reply = okReply(balance, currency, win ?? stake);
  const ref = roundRef(session, provider, request.roundId);
  requireRecorded(
    await deps.repository.record(tx, {
      newRound: {
        provider,
        roundId: request.roundId,
        playerId: session.playerId,
        sessionId: session.id,
        gameId: session.gameId,
        gameSlug: session.gameSlug,
        gameKind: session.gameKind,
        currency,
        status: 'closed',
        stake: request.bet,
        win: request.win,
        openBets: 0,
        balanceBefore,
        balanceAfter: balance,
        details: request.details ?? null,
        openedAt: now,
        closedAt: now,
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
      events: [
        gameEvents.betPlaced(ref, {
          ...stakeOf(stake, session.playerId),
          transactionId: request.transactionId,
        }),
        gameEvents.roundSettled(
          ref,
          { stake: request.bet, win: request.win, status: 'closed' },
          { transactionId: request.transactionId, transferId: win?.transferId ?? null },
        ),
      ],
    }),
  );
  return reply;
}
