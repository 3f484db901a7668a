import type { Currency, WalletBetRequest, WalletOk } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { gameEvents } from './game-events.ts';
import { walletCallErrors } from './games.errors.ts';
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
 * `bet`: takes a stake from the principal and opens the round, or adds to it while it is open. Player protection
 * has its say first; then the round is locked (every call on a round takes it before the wallet rows), the ledger
 * debits the player, and the call's record, the round's totals and `BetPlaced` are written in one statement.
 */
export async function placeBet(
  deps: WalletCallDeps,
  tx: Db,
  call: MoneyCall<WalletBetRequest>,
): Promise<WalletOk> {
  const { provider, request, session, now } = call;
  await deps.protection.assertCanBet(tx, session.playerId, request.amount);
  const round = await deps.repository.openRound(tx, {
    provider,
    roundId: request.roundId,
    playerId: session.playerId,
    sessionId: session.id,
    gameId: session.gameId,
    gameSlug: session.gameSlug,
    gameKind: session.gameKind,
    currency: session.currency,
    status: 'open',
    stake: 0,
    win: 0,
    openBets: 0,
    balanceBefore: 0,
    openedAt: now,
  });
  if (round.status !== 'open') throw walletCallErrors.roundClosed(request.roundId);
  if (round.playerId !== session.playerId || round.gameId !== session.gameId) {
    throw walletCallErrors.invalidRequest(`round ${request.roundId} is another game's or another player's`);
  }
  const transfer = await deps.wallet.gameTransfer(tx, {
    kind: 'game_bet',
    playerId: session.playerId,
    currency: session.currency as Currency,
    amount: request.amount,
    provider,
    reference: request.transactionId,
    metadata: { transactionId: request.transactionId, roundId: request.roundId, gameSlug: session.gameSlug },
  });
  const balance = principalAfter(transfer, session.playerId);
  const reply = okReply(balance, request.currency, transfer);
  requireRecorded(
    await deps.repository.record(tx, {
      call: {
        provider,
        transactionId: request.transactionId,
        kind: 'bet',
        sessionId: session.id,
        roundId: round.id,
        amount: request.amount,
        betStatus: 'open',
        fingerprint: call.fingerprint,
        reply,
        createdAt: now,
      },
      round: {
        id: round.id,
        change: {
          stake: round.stake + request.amount,
          openBets: round.openBets + 1,
          // The balance a round started from is the one before its first stake.
          ...(round.opened ? { balanceBefore: balance + request.amount } : {}),
        },
      },
      touchSession: touchOf(call),
      events: [
        gameEvents.betPlaced(roundRef(session, provider, request.roundId), {
          ...stakeOf(transfer, session.playerId),
          transactionId: request.transactionId,
        }),
      ],
    }),
  );
  return reply;
}
