/**
 * The chance module's facade (decision 036): the back office configures the dice activities through it.
 */
import type { DiceAdmin } from './dice/dice-admin.ts';

export type { DiceActivityRow } from './chance.schema.ts';
export { DICE_ODDS } from './dice/dice-admin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chance: { diceAdmin: DiceAdmin };
  }
}
