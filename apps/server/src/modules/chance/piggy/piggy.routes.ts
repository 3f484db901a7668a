import { PIGGY_BANK_ENDPOINTS } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoints } from '../../../platform/http/endpoints.ts';
import { endpointSessions } from '../../accounts/index.ts';
import type { PiggyBankService } from './piggy-bank.service.ts';

/** The piggy bank (decision 036): thin over the service; `info` answers its fields beside `success` (spec). */
export function piggyRoutes(app: FastifyInstance, deps: { piggyBank: PiggyBankService }): void {
  const { piggyBank } = deps;
  serveEndpoints(
    app,
    PIGGY_BANK_ENDPOINTS,
    {
      piggyBankInfo: async ({ playerId }) => ({ success: true, ...(await piggyBank.info(playerId)) }),
      piggyBankBreak: async ({ playerId }) => ({ success: true, data: await piggyBank.break(playerId) }),
      piggyBankPage: async ({ playerId }) => ({ success: true, data: await piggyBank.page(playerId) }),
    },
    endpointSessions,
  );
}
