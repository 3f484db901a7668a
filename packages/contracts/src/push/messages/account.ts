import { z } from 'zod';
import { DOCUMENT_STATUSES } from '../../document-codes.ts';
import { playerDocumentSchema, verificationStatusSchema } from '../../documents.ts';
import { notificationSchema } from '../../notifications.ts';
import { profileSchema } from '../../profile.ts';
import { selfExcludedDetailsSchema, sessionFiguresSchema } from '../../responsible.ts';
import { message } from '../message-shape.ts';

/** The player's own profile after any change to it (contacts, confirmations, nickname, verification): whole, read fresh. */
const playerMessage = message('player', z.literal('updated'), profileSchema);

/** An identity document uploaded (`pending`) or decided (`approved`, `rejected` with its reason). */
const documentsMessage = message('documents', z.enum(DOCUMENT_STATUSES), playerDocumentSchema);

/** Identity verification actions (spec section 4): the player's new verification status, and the one before. */
const identityVerificationMessage = message(
  'playerIdentityVerification',
  z.enum([
    'rejected',
    'approved',
    'duplicateCredentials',
    'noInn',
    'ageRestriction',
    'pending',
    'liveness',
    'diiaVerification',
    'signing',
  ]),
  z.object({ previousStatus: verificationStatusSchema }),
);

/**
 * A popup the server asks the page to open: a modal of the web's registry by name (spec section 2, modals).
 * A page that has no modal of that name drops it.
 */
const popupMessage = message(
  'popup',
  z.literal('show'),
  z.object({
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9]*$/)
      .max(64),
  }),
);

/** The notification center: a new notification, or notifications read (in another tab or device). */
const ncMessage = z.discriminatedUnion('action', [
  message('nc', z.literal('new'), notificationSchema),
  message('nc', z.literal('read'), z.object({ ncMessageIds: z.array(z.number().int()) })),
]);

/**
 * A reality check is due (RTS 13): the session's figures at the check. Play waits until the player acknowledges it
 * (`POST /rest/self-limits/reality-check/ack/`).
 */
const realityCheckMessage = message('realityCheck', z.literal('check'), sessionFiguresSchema);

/**
 * A time-out or self-exclusion took effect (from any of the player's pages): open games close, since their
 * real-money sessions ended, and the Ludoman modal shows the end date (null: permanent).
 */
const selfExclusionMessage = message('selfExclusion', z.literal('started'), selfExcludedDetailsSchema);

/** The player's account, protection and the site itself: profile, verification, documents, notifications,
 * reality checks, time-outs, server popups and new versions. */
export const ACCOUNT_MESSAGES = {
  player: playerMessage,
  playerIdentityVerification: identityVerificationMessage,
  documents: documentsMessage,
  nc: ncMessage,
  realityCheck: realityCheckMessage,
  selfExclusion: selfExclusionMessage,
  popup: popupMessage,
  /** A new version of the site is live: the page offers to reload (spec section 8, app-updated message). */
  app: message('app', z.literal('updated'), z.object({ version: z.string().min(1).max(128) })),
} as const;
