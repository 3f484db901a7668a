import type { Currency, WalletOk, WalletRollbackRequest } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { gameEvents } from './game-events.ts';
import { walletCallErrors } from './games.errors.ts';
import type { GameTransactionRow } from './seamless-wallet.schema.ts';
import {
  type MoneyCall,
  movedOn,
  okReply,
  playableBalance,
  refOfRound,
  requireRecorded,
  type WalletCallDeps,
} from './wallet-call.ts';

/**
 * `rollback`: refunds the bet it names, each part to the balance it was taken from (the round's bonus stake loses
 * the bonus part), and writes `BetRolledBack`; the round closes as rolled back (`RoundSettled`) once none of its
 * bets is open and nothing was won. Never
 * refused for an expired session or a blocked player. A bet not seen yet is rolled back as a no-op that leaves a
 * tombstone, so the bet is refused if it arrives late; a bet a win has settled is not refunded.
 */
export async function rollbackBet(
  deps: WalletCallDeps,
  tx: Db,
  call: MoneyCall<WalletRollbackRequest>,
): Promise<WalletOk> {
  const { provider, request, session, now } = call;
  const record = {
    provider,
    transactionId: request.transactionId,
    kind: 'rollback' as const,
    sessionId: session.id,
    betTransactionId: request.betTransactionId,
    fingerprint: call.fingerprint,
    createdAt: now,
  };
  const locked = await deps.repository.lockBet(tx, provider, request.betTransactionId);
  if (!locked || locked.bet.betStatus === 'rolled_back') {
    if (locked && (locked.round.roundId !== request.roundId || locked.round.playerId !== session.playerId)) {
      throw walletCallErrors.betNotFound(request.betTransactionId);
    }
    // Nothing to refund: the bet never came, was refused or was refunded already. A bet never seen is held off
    // for good.
    const balance = await playableBalance(deps.wallet, session.playerId, session.currency as Currency, tx);
    const reply = okReply(balance, session.currency as Currency);
    const tombstone = !locked && call.state.namedBet === null;
    requireRecorded(
      await deps.repository.record(tx, {
        call: { ...record, roundId: locked?.round.id ?? null, amount: 0, reply },
        ...(tombstone ? { tombstone: { transactionId: request.betTransactionId } } : {}),
        events: [],
      }),
    );
    return reply;
  }
  const { round, bet } = locked;
  if (round.roundId !== request.roundId || round.playerId !== session.playerId) {
    throw walletCallErrors.betNotFound(request.betTransactionId);
  }
  if (bet.betStatus === 'settled' || round.status !== 'open') {
    throw walletCallErrors.betAlreadySettled(request.betTransactionId);
  }
  const currency = round.currency as Currency;
  const transfer = await deps.wallet.gameTransfer(tx, {
    kind: 'game_rollback',
    playerId: round.playerId,
    currency,
    betReference: request.betTransactionId,
    provider,
    reference: request.transactionId,
    metadata: {
      transactionId: request.transactionId,
      betTransactionId: request.betTransactionId,
      roundId: request.roundId,
      gameSlug: round.gameSlug,
    },
  });
  const balance = await playableBalance(deps.wallet, round.playerId, currency, tx);
  const reply = okReply(balance, currency, transfer);
  const refund = movedOn(transfer, round.playerId);
  const stake = round.stake - bet.amount;
  const bonusStake = round.bonusStake - refund.bonus;
  const openBets = round.openBets - 1;
  const closes = openBets === 0 && round.win === 0;
  requireRecorded(
    await deps.repository.record(tx, {
      call: { ...record, roundId: round.id, amount: bet.amount, reply },
      round: {
        id: round.id,
        change: {
          stake,
          bonusStake,
          openBets,
          ...(closes ? { status: 'rolled_back', closedAt: now, balanceAfter: balance } : {}),
        },
      },
      bet: { id: bet.id, status: 'rolled_back' },
      events: [
        gameEvents.betRolledBack(refOfRound(round, now), {
          ...refund,
          transactionId: request.betTransactionId,
          transferId: stakeTransferId(bet),
        }),
        ...(closes
          ? [
              gameEvents.roundSettled(
                refOfRound(round, now),
                { stake, win: 0, status: 'rolled_back' },
                { transactionId: request.transactionId, transferId: transfer.transferId },
              ),
            ]
          : []),
      ],
    }),
  );
  return reply;
}

/** The ledger transfer that took a bet's stake: its reply names it (`casinoTransactionId`). */
function stakeTransferId(bet: GameTransactionRow): number {
  const transferId = bet.reply?.status === 'ok' ? Number(bet.reply.casinoTransactionId) : Number.NaN;
  if (!Number.isSafeInteger(transferId)) throw new Error(`bet ${bet.transactionId} has no stake transfer`);
  return transferId;
}
