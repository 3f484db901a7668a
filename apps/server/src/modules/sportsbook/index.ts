/**
 * The sportsbook's facade (decisions 031 and 032): what the back office uses of it, its terms and bets.
 */
import type { SportsbookAdmin } from './bets/sportsbook-admin.ts';

export type { OperatorBetFilter, SportsbookAdmin } from './bets/sportsbook-admin.ts';

/** What `app.sportsbook` offers the other modules. */
export interface Sportsbook {
  admin: SportsbookAdmin;
}

declare module 'fastify' {
  interface FastifyInstance {
    sportsbook: Sportsbook;
  }
}
