import type { Db } from '../../platform/db/database.ts';
import { currentAuditContext } from '../audit/index.ts';
import type { OperatorGuard } from './serve-operator-endpoints.ts';

/**
 * The audit record of an operator's change to a feature's configuration, to be written in the change's transaction:
 * the row before (none when it is created) and after, each as `audited` shows it (the terms as the console edits
 * them), under the operator of the request and with their reason.
 */
export async function configurationChangeRecord<Row>(
  guard: OperatorGuard,
  change: { action: string; reason: string; audited: (row: Row) => Record<string, unknown> },
) {
  const context = await currentAuditContext();
  return (tx: Db, { before, after }: { before?: Row | null | undefined; after: Row }) =>
    guard.audit.record(tx, context, {
      playerId: null,
      action: change.action,
      before: before ? change.audited(before) : null,
      after: change.audited(after),
      reason: change.reason,
    });
}
