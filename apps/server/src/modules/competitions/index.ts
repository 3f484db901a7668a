/**
 * The competitions module's facade (decision 034): the back office configures competitions through it.
 */
import type { CompetitionAdmin } from './competition-admin.ts';

export type { CompetitionDraft } from './competitions.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    competitions: { admin: CompetitionAdmin };
  }
}
