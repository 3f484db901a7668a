import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, VERIFICATION_STATUSES } from '../document-codes.ts';
import { ACCOUNT_REVIEW_STATUSES } from '../profile-options.ts';
import { SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from '../responsible-codes.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorDoneResponseSchema } from './session.ts';

/** Why an operator did what they did: every change from the console carries one, for the audit trail. */
export const operatorReasonSchema = z.string().trim().min(3, 'say why, in a few words').max(500);

export const playerIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const playerSearchQuerySchema = z.object({
  /** A player id, a login, an e-mail, a phone, a name or a document's number; three characters or more for text. */
  q: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const playerSummarySchema = z.object({
  id: z.number().int(),
  login: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  name: z.string().nullable(),
  currency: z.string(),
  status: z.enum(['active', 'blocked']),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  createdAt: z.iso.datetime(),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const playerSearchResponseSchema = z.object({
  success: z.literal(true),
  players: z.array(playerSummarySchema),
});

const balanceSchema = z.object({
  currency: z.string(),
  /** Minor units. */
  real: z.number().int(),
  bonus: z.number().int(),
  /** Withdrawals waiting for a decision or a payout, minor units. */
  onHold: z.number().int(),
});

export const playerDocumentViewSchema = z.object({
  id: z.uuid(),
  playerId: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type PlayerDocumentView = z.infer<typeof playerDocumentViewSchema>;

export const playerDetailSchema = playerSummarySchema.extend({
  nickname: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthDate: z.string().nullable(),
  language: z.string(),
  emailConfirmed: z.boolean(),
  phoneConfirmed: z.boolean(),
  registrationComplete: z.boolean(),
  reviewStatus: z.enum(ACCOUNT_REVIEW_STATUSES).nullable(),
  reviewStatusConfirmed: z.boolean(),
  balance: balanceSchema,
  /** The player's limits and exclusions as the protection module states them (decision 016). */
  protection: z.object({
    selfExcludedUntil: z.iso.datetime().nullable(),
    limits: z.array(z.object({ kind: z.string(), period: z.string(), amount: z.number().int().nullable() })),
  }),
  documents: z.array(playerDocumentViewSchema),
  devices: z.array(
    z.object({ userAgent: z.string(), ip: z.string().nullable(), lastSeenAt: z.iso.datetime() }),
  ),
});
export type PlayerDetail = z.infer<typeof playerDetailSchema>;

export const playerDetailResponseSchema = z.object({ success: z.literal(true), player: playerDetailSchema });

export const playerReviewRequestSchema = z.object({
  status: z.enum(ACCOUNT_REVIEW_STATUSES).nullable(),
  confirmed: z.boolean().default(false),
  reason: operatorReasonSchema,
});

export const playerBlockRequestSchema = z.object({ blocked: z.boolean(), reason: operatorReasonSchema });

/**
 * Protection an operator imposes on a player (a responsible-gambling concern, a third party's request): a time-out
 * or a self-exclusion from now, which may lengthen one in force and never shortens it (409 `exclusion_shorter`).
 */
export const playerExclusionRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), period: z.enum(TIMEOUT_PERIODS), reason: operatorReasonSchema }),
  z.object({
    kind: z.literal('self_exclusion'),
    period: z.enum(SELF_EXCLUSION_PERIODS),
    reason: operatorReasonSchema,
  }),
]);

export const playerNoteRequestSchema = z.object({ text: z.string().trim().min(1).max(2000) });

export const playerNotesResponseSchema = z.object({
  success: z.literal(true),
  notes: z.array(
    z.object({ id: z.number().int(), operator: z.string(), text: z.string(), createdAt: z.iso.datetime() }),
  ),
});

export const auditEventViewSchema = z.object({
  id: z.number().int(),
  occurredAt: z.iso.datetime(),
  actorKind: z.string(),
  actorId: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});

export const playerAuditResponseSchema = z.object({
  success: z.literal(true),
  events: z.array(auditEventViewSchema),
});

export const ledgerEntryViewSchema = z.object({
  transferId: z.number().int(),
  at: z.iso.datetime(),
  kind: z.string(),
  account: z.string(),
  /** Minor units, signed: what the player's account gained (+) or lost (-). */
  amount: z.number().int(),
  currency: z.string(),
  balanceAfter: z.number().int().nullable(),
});

export const playerLedgerResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(ledgerEntryViewSchema),
});

export const OPERATOR_PLAYER_ENDPOINTS = {
  search: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/players/`,
    access: 'players.read',
    summary: 'Finds players by id, login, e-mail, phone, name or document number',
    input: { query: playerSearchQuerySchema },
    reply: playerSearchResponseSchema,
  }),
  detail: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/`,
    access: 'players.read',
    summary: "A player's profile, statuses, balances, protection, documents and devices",
    input: { params: playerIdParamsSchema },
    reply: playerDetailResponseSchema,
  }),
  ledger: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/ledger/`,
    access: 'ledger.read',
    summary: "A player's ledger entries, newest first",
    input: { params: playerIdParamsSchema },
    reply: playerLedgerResponseSchema,
  }),
  audit: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/audit/`,
    access: 'audit.read',
    summary: "A player's audit trail, newest first",
    input: { params: playerIdParamsSchema },
    reply: playerAuditResponseSchema,
  }),
  review: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/review/`,
    access: 'players.review',
    summary: "Sets the status a review gives the player's account (spec section 4)",
    input: { params: playerIdParamsSchema, body: playerReviewRequestSchema },
    reply: playerDetailResponseSchema,
  }),
  block: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/block/`,
    access: 'players.block',
    summary: 'Blocks or unblocks a player, with a reason',
    input: { params: playerIdParamsSchema, body: playerBlockRequestSchema },
    reply: playerDetailResponseSchema,
  }),
  exclude: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/exclusion/`,
    access: 'players.protect',
    summary: 'Imposes a time-out or self-exclusion on a player; it never shortens one in force',
    input: { params: playerIdParamsSchema, body: playerExclusionRequestSchema },
    reply: playerDetailResponseSchema,
  }),
  notes: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/notes/`,
    access: 'players.read',
    summary: "Operators' notes on a player, newest first",
    input: { params: playerIdParamsSchema },
    reply: playerNotesResponseSchema,
  }),
  addNote: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/players/:id/notes/`,
    access: 'players.note',
    summary: 'Adds a note on a player',
    input: { params: playerIdParamsSchema, body: playerNoteRequestSchema },
    reply: operatorDoneResponseSchema,
  }),
};
