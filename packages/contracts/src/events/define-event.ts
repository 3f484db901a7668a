import { z } from 'zod';

/** A player id as events carry it: the player the event concerns. */
const playerIdSchema = z.number().int().positive();

/**
 * One event of the catalogue: its `type` (a past-tense fact), the `version` of its payload's shape, the player it
 * concerns (or null for site-wide events) and the payload. A change that breaks a payload's readers is a new
 * version of the type, added beside the old one, never an edit of it: the outbox keeps events written by the
 * code before the change until every subscriber has read them.
 */
export function defineEvent<
  const Type extends string,
  const Version extends number,
  Payload extends z.ZodType,
  Scope extends 'player' | 'site',
>(definition: { type: Type; version: Version; scope: Scope; payload: Payload }) {
  return z.object({
    type: z.literal(definition.type),
    version: z.literal(definition.version),
    playerId: (definition.scope === 'player' ? playerIdSchema : z.null()) as Scope extends 'player'
      ? typeof playerIdSchema
      : z.ZodNull,
    payload: definition.payload,
  });
}

/** Money as every event carries it: integer minor units, beside the currency named in the same payload. */
export const minorUnits = z.number().int();
