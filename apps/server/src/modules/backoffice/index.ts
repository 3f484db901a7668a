/**
 * The back office's facade: operators' accounts, for the command that creates the first admin at install and for
 * tests.
 */
import type { OperatorAccountsService } from './operator-accounts.service.ts';

export type { OperatorAccountsService } from './operator-accounts.service.ts';

export interface Backoffice {
  operators: Pick<OperatorAccountsService, 'create'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backoffice: Backoffice;
  }
}
