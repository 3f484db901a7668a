/**
 * The back office's facade: operators' accounts, for the command that creates the first admin at install and for
 * tests.
 */
import type { OperatorAuthService } from './operator-auth.service.ts';

export type { OperatorAuthService } from './operator-auth.service.ts';

export interface Backoffice {
  operators: Pick<OperatorAuthService, 'create'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backoffice: Backoffice;
  }
}
