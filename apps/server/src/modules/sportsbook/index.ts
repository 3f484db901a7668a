/**
 * The sportsbook's facade (decisions 031 to 033): what the back office uses of it, its terms and bets; and the
 * free bets the bonuses module grants and cancels.
 */
import type { SportsbookAdmin } from './bets/sportsbook-admin.ts';
import type { SportFreebets } from './freebets/sport-freebets.ts';

export type { OperatorBetFilter, SportsbookAdmin } from './bets/sportsbook-admin.ts';
export type { FreebetGrant } from './freebets/sport-freebets.ts';

/** What `app.sportsbook` offers the other modules. */
export interface Sportsbook {
  admin: SportsbookAdmin;
  freebets: Pick<SportFreebets, 'grant' | 'cancel'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sportsbook: Sportsbook;
  }
}
