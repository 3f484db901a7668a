import type { Currency, WalletOk, WalletWinRequest } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { bonusShareOf } from './bonus-share.ts';
import { gameEvents } from './game-events.ts';
import { walletCallErrors } from './games.errors.ts';
import {
  type MoneyCall,
  okReply,
  playableBalance,
  refOfRound,
  requireRecorded,
  type WalletCallDeps,
} from './wallet-call.ts';

/**
 * `win`: pays a round's win (0 for a loss) against the bet it names, to the bonus balance in the round's bonus
 * share and the rest to real money, and, with `roundClosed`, closes the round with `RoundSettled`. Never refused
 * for an expired session or a blocked player: the money was won. The bet and its round are locked first, so a
 * rollback of the same bet waits and then finds it settled.
 */
export async function settleWin(
  deps: WalletCallDeps,
  tx: Db,
  call: MoneyCall<WalletWinRequest>,
): Promise<WalletOk> {
  const { provider, request, session, now } = call;
  const locked = await deps.repository.lockBet(tx, provider, request.betTransactionId);
  if (!locked) {
    throw call.state.namedBet?.kind === 'tombstone'
      ? walletCallErrors.betRolledBack(request.betTransactionId)
      : walletCallErrors.betNotFound(request.betTransactionId);
  }
  const { round, bet } = locked;
  if (round.roundId !== request.roundId || round.playerId !== session.playerId) {
    throw walletCallErrors.betNotFound(request.betTransactionId);
  }
  if (bet.betStatus === 'rolled_back') throw walletCallErrors.betRolledBack(request.betTransactionId);
  if (round.status !== 'open') throw walletCallErrors.roundClosed(request.roundId);
  if (request.currency !== round.currency) {
    throw walletCallErrors.invalidRequest(`the round is played in ${round.currency}`);
  }
  const currency = round.currency as Currency;
  const transfer =
    request.amount > 0
      ? await deps.wallet.gameTransfer(tx, {
          kind: 'game_win',
          playerId: round.playerId,
          currency,
          amount: request.amount,
          toBonus: bonusShareOf(request.amount, round),
          provider,
          reference: request.transactionId,
          metadata: {
            transactionId: request.transactionId,
            roundId: request.roundId,
            gameSlug: round.gameSlug,
          },
        })
      : undefined;
  const balance = await playableBalance(deps.wallet, round.playerId, currency, tx);
  const reply = okReply(balance, currency, transfer);
  const win = round.win + request.amount;
  const settlesBet = bet.betStatus === 'open';
  requireRecorded(
    await deps.repository.record(tx, {
      call: {
        provider,
        transactionId: request.transactionId,
        kind: 'win',
        sessionId: session.id,
        roundId: round.id,
        betTransactionId: request.betTransactionId,
        amount: request.amount,
        fingerprint: call.fingerprint,
        reply,
        createdAt: now,
      },
      round: {
        id: round.id,
        change: {
          win,
          details: request.details ?? round.details,
          // Closing settles whatever bets the round still had open: no later win or rollback reaches them.
          ...(request.roundClosed
            ? { status: 'closed', openBets: 0, closedAt: now, balanceAfter: balance }
            : { openBets: round.openBets - (settlesBet ? 1 : 0) }),
        },
      },
      ...(settlesBet ? { bet: { id: bet.id, status: 'settled' as const } } : {}),
      events: request.roundClosed
        ? [
            gameEvents.roundSettled(
              refOfRound(round, now),
              { stake: round.stake, win, status: 'closed' },
              { transactionId: request.transactionId, transferId: transfer?.transferId ?? null },
            ),
          ]
        : [],
    }),
  );
  return reply;
}
