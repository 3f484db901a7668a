import { OPERATOR_PIGGY_BANK_ENDPOINTS, type PiggyBankAdmin } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import { type PiggyBankSetting, piggyBankTermsOf, type UnknownGames } from '../../chance/index.ts';
import { configurationChangeRecord } from '../configuration-change-record.ts';
import { type OperatorGuard, serveOperatorEndpoints } from '../serve-operator-endpoints.ts';

type Admin = FastifyInstance['chance']['piggyBankAdmin'];

function piggyBankOf({ id, row }: PiggyBankSetting): PiggyBankAdmin {
  return {
    id,
    terms: row ? piggyBankTermsOf(row) : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * The piggy bank in the console (decision 036): its terms read, and changed with their audit record (the operator,
 * the terms before and after, the reason) in the change's transaction.
 */
export function piggyBankRoutes(
  app: FastifyInstance,
  guard: OperatorGuard,
  deps: { admin: Admin; unknownGames: UnknownGames },
): void {
  const { admin, unknownGames } = deps;
  serveOperatorEndpoints(
    app,
    OPERATOR_PIGGY_BANK_ENDPOINTS,
    {
      list: async () => ({ success: true, piggyBanks: (await admin.list()).map(piggyBankOf) }),
      read: async ({ params }) => ({
        success: true,
        piggyBank: piggyBankOf(await admin.piggyBank(params.id)),
      }),
      change: async ({ params, body }) => {
        const record = await configurationChangeRecord(guard, {
          action: 'piggy_bank.changed',
          reason: body.reason,
          audited: (bank: typeof row) => ({ id: bank.id, ...piggyBankTermsOf(bank) }),
        });
        const row = await admin.change(params.id, body.terms, { unknownGames }, record);
        return { success: true, piggyBank: piggyBankOf({ id: row.id, row }) };
      },
    },
    guard,
  );
}
