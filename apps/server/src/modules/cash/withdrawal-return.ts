import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { WalletService } from '../wallet/index.ts';
import type { WithdrawalRow } from './cash.schema.ts';
import { cashEvents } from './cash-events.ts';
import type { WithdrawalsRepository } from './withdrawals.repository.ts';

/**
 * Ends a withdrawal without paying it — the player canceled it or it was rejected — and returns its hold to the
 * principal, in the caller's transaction (which holds the withdrawal's row lock).
 */
export async function returnWithdrawal(
  tx: Db,
  deps: { wallet: WalletService; withdrawals: WithdrawalsRepository; clock: Clock },
  withdrawal: WithdrawalRow,
  outcome: { status: 'canceled' } | { status: 'rejected'; reason: string },
): Promise<WithdrawalRow> {
  if (withdrawal.holdTransferId === null) throw new Error(`withdrawal ${withdrawal.id} has no hold`);
  const reason = outcome.status === 'rejected' ? outcome.reason : null;
  await deps.wallet.closeHold(
    {
      transferId: withdrawal.holdTransferId,
      playerId: withdrawal.playerId,
      how: { release: true },
      kind: 'withdrawal_return',
      metadata: { withdrawalId: withdrawal.id, status: outcome.status },
      events: [
        outcome.status === 'rejected'
          ? cashEvents.withdrawalRejected(withdrawal, outcome.reason)
          : cashEvents.withdrawalCanceled(withdrawal),
      ],
    },
    tx,
  );
  return deps.withdrawals.update(tx, withdrawal.id, {
    status: outcome.status,
    rejectionReason: reason,
    updatedAt: deps.clock.now(),
  });
}
