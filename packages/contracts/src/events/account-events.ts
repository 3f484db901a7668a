import { z } from 'zod';
import { BRAND_IDS } from '../brand-ids.ts';
import { playerDocumentSchema, verificationStatusSchema } from '../documents.ts';
import { defineEvent } from './define-event.ts';

/**
 * A change to anything the player's own profile shows: the columns that moved, and the brand the player's row
 * is read in (brands may share one database, and one relay serves them all).
 */
export const playerUpdatedEvent = defineEvent({
  type: 'PlayerUpdated',
  version: 1,
  scope: 'player',
  payload: z.object({ brand: z.enum(BRAND_IDS), fields: z.array(z.string().min(1)).min(1) }),
});

export const verificationStatusChangedEvent = defineEvent({
  type: 'VerificationStatusChanged',
  version: 1,
  scope: 'player',
  payload: z.object({ status: verificationStatusSchema, previousStatus: verificationStatusSchema }),
});

/** Registration became complete (a contact confirmed, register-complete). */
export const registrationCompletedEvent = defineEvent({
  type: 'RegistrationCompleted',
  version: 1,
  scope: 'player',
  payload: z.object({}),
});

/** A document uploaded (`pending`) or decided, as its owner sees it; the file's content never travels. */
export const documentStatusChangedEvent = defineEvent({
  type: 'DocumentStatusChanged',
  version: 1,
  scope: 'player',
  payload: playerDocumentSchema,
});
