import type { DiceActivityAdmin } from '@casino/contracts/backoffice';
import { OPERATOR_DICE_ENDPOINTS } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { currentAuditContext } from '../../audit/index.ts';
import { DICE_ODDS, type DiceActivityRow } from '../../chance/index.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

type DiceAdmin = FastifyInstance['chance']['diceAdmin'];

/** An activity's terms in the shape the console's form edits and sends back. */
function termsOf(row: DiceActivityRow): DiceActivityAdmin['terms'] {
  return {
    title: row.title,
    enabled: row.enabled,
    maxTries: row.maxTries,
    depositsForTry: row.depositsForTry,
    minDeposit: row.minDeposit,
    prizes: row.prizes,
  };
}

function activityOf(row: DiceActivityRow): DiceActivityAdmin {
  return { kind: row.kind, terms: termsOf(row), updatedAt: row.updatedAt.toISOString() };
}

/**
 * The daily and weekly dice in the console (decision 036): both listed with the sectors' chances, and each changed
 * with its audit record (the operator, the terms before and after, the reason) in the change's transaction. The
 * chance module's admin checks the terms; the next throw reads them.
 */
export function diceRoutes(app: FastifyInstance, guard: OperatorGuard, admin: DiceAdmin): void {
  serveOperatorEndpoints(
    app,
    OPERATOR_DICE_ENDPOINTS,
    {
      list: async () => ({
        success: true,
        activities: (await admin.list()).map(activityOf),
        odds: DICE_ODDS,
      }),
      change: async ({ params, body }) => {
        const context = await currentAuditContext();
        const row = await admin.change(params.kind, body.terms, (tx, { before, after }) =>
          guard.audit.record(tx, context, {
            playerId: null,
            action: 'dice.changed',
            before: before ? { kind: before.kind, ...termsOf(before) } : null,
            after: { kind: after.kind, ...termsOf(after) },
            reason: body.reason,
          }),
        );
        return { success: true, activity: activityOf(row) };
      },
    },
    guard,
  );
}
