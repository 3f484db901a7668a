import type { Currency, WalletBetRequest, WalletOk } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { gameEvents } from './game-events.ts';
import { walletCallErrors } from './games.errors.ts';
import {
  assertStakeAllowed,
  type MoneyCall,
  okReply,
  playable,
  requireRecorded,
  roundRef,
  stakeOf,
  touchOf,
  type WalletCallDeps,
} from './wallet-call.ts';

/**
 * `bet`: takes a stake from the player's real and bonus balances and opens the round, or adds to it while it is
 * open. Player protection and the stake guards have their say first; then the round is locked (every call on a
 * round takes it before the wallet rows), the ledger debits the player, and the call's record, the round's totals
 * (with the part of its stake that was bonus money) and `BetPlaced` are written in one statement.
 */
export async function placeBet(
  deps: WalletCallDeps,
  tx: Db,
  call: MoneyCall<WalletBetRequest>,
): Promise<WalletOk> {
  const { provider, request, session, now } = call;
  await assertStakeAllowed(deps, tx, session, request.amount);
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
  const stake = await deps.wallet.gameTransfer(tx, {
    kind: 'game_bet',
    playerId: session.playerId,
    currency: session.currency as Currency,
    amount: request.amount,
    provider,
    reference: request.transactionId,
    metadata: { transactionId: request.transactionId, roundId: request.roundId, gameSlug: session.gameSlug },
  });
  const taken = stakeOf(stake, session.playerId);
  const balance = playable(stake.balances);
  const reply = okReply(balance, request.currency, stake);
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
          bonusStake: round.bonusStake + taken.bonus,
          openBets: round.openBets + 1,
          // The balance a round started from is the one before its first stake.
          ...(round.opened ? { balanceBefore: balance + request.amount } : {}),
        },
      },
      touchSession: touchOf(call),
      events: [
        gameEvents.betPlaced(roundRef(session, provider, request.roundId, now), {
          ...taken,
          transactionId: request.transactionId,
        }),
      ],
    }),
  );
  return reply;
}
