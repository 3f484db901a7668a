/**
 * Player protection's facade: its word on a stake or a deposit, asked inside the transaction that moves the
 * money, and whether a time-out or self-exclusion is in force.
 */
import type { ResponsibleService } from './responsible.service.ts';

/** What `app.responsible` offers the other modules. */
export type PlayerProtection = Pick<
  ResponsibleService,
  | 'assertCanBet'
  | 'assertCanDeposit'
  | 'assertNotExcluded'
  | 'activeExclusion'
  // The back office: a player's limits in force, and when they asked to change one (a withdrawal's risk flag).
  | 'limitsInForce'
  | 'limitChangesBetween'
  // The back office: an operator imposes a time-out or self-exclusion.
  | 'exclude'
>;

declare module 'fastify' {
  interface FastifyInstance {
    responsible: PlayerProtection;
  }
}
