/**
 * The rewards module's facade: the one prize step every feature that pays a prize calls (decision 034).
 */
import type { Rewards } from './rewards.service.ts';

export { prizeTitle, prizeView } from './prize-texts.ts';
export type { RewardGrantRow } from './rewards.schema.ts';
export type { PrizeFault, PrizeFaultFound, PrizePayer, RewardGrant, Rewards } from './rewards.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    rewards: Pick<Rewards, 'grant' | 'titleOf' | 'bonusTitle' | 'payWith' | 'prizeFault'>;
  }
}
