import type { Currency, PaymentMethodSlug, Withdrawal } from '@casino/contracts';
import type { WithdrawalRow } from './cash.schema.ts';

export function toWithdrawal(row: WithdrawalRow, slugs: ReadonlyMap<number, PaymentMethodSlug>): Withdrawal {
  const methodSlug = slugs.get(row.methodId);
  if (!methodSlug) throw new Error(`withdrawal ${row.id} names an unknown method ${row.methodId}`);
  return {
    id: row.id,
    status: row.status,
    methodId: row.methodId,
    methodSlug,
    amount: row.amount,
    currency: row.currency as Currency,
    destination: row.destinationLabel,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
