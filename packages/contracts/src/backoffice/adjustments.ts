import { z } from 'zod';
import { CURRENCIES } from '../money.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';

/** Why money was moved by hand: the ledger's reports group manual adjustments by these. */
export const ADJUSTMENT_REASON_CODES = [
  'goodwill',
  'correction',
  'chargeback',
  'fraud_recovery',
  'promotion',
  'other',
] as const;
export type AdjustmentReasonCode = (typeof ADJUSTMENT_REASON_CODES)[number];

/**
 * An adjustment at or below the four-eyes threshold is applied at once; above it, it waits (`pending`) until a
 * second operator approves (`applied`) or rejects it (`rejected`).
 */
export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** The largest single adjustment, in minor units (ten million in the currency). */
export const ADJUSTMENT_MAX_AMOUNT = 1_000_000_000;

export const adjustmentRequestSchema = z.object({
  /** The console's own id for this request: sending it again never moves the money twice. */
  requestId: z.uuid(),
  playerId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  direction: z.enum(['credit', 'debit']),
  /** Minor units. */
  amount: z.number().int().min(1).max(ADJUSTMENT_MAX_AMOUNT),
  currency: z.enum(CURRENCIES),
  reasonCode: z.enum(ADJUSTMENT_REASON_CODES),
  reason: operatorReasonSchema,
});

export const adjustmentViewSchema = z.object({
  id: z.uuid(),
  playerId: z.number().int(),
  playerLogin: z.string(),
  direction: z.enum(['credit', 'debit']),
  amount: z.number().int(),
  currency: z.string(),
  reasonCode: z.enum(ADJUSTMENT_REASON_CODES),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** The ledger transfer that moved the money, once applied. */
  transferId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type AdjustmentView = z.infer<typeof adjustmentViewSchema>;

export const adjustmentResponseSchema = z.object({
  success: z.literal(true),
  adjustment: adjustmentViewSchema,
});

export const adjustmentListQuerySchema = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  playerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const adjustmentListResponseSchema = z.object({
  success: z.literal(true),
  adjustments: z.array(adjustmentViewSchema),
  /** Adjustments above this (minor units) wait for a second operator. */
  fourEyesThreshold: z.number().int(),
});

export const adjustmentParamsSchema = z.object({ id: z.uuid() });
export const adjustmentDecisionRequestSchema = z.object({ reason: operatorReasonSchema });

export const OPERATOR_ADJUSTMENT_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/adjustments/`,
    access: 'ledger.read',
    summary: 'Manual balance adjustments, newest first, and the four-eyes threshold',
    input: { query: adjustmentListQuerySchema },
    reply: adjustmentListResponseSchema,
  }),
  request: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/adjustments/`,
    access: 'ledger.adjust',
    summary: "Credits or debits a player's real balance; above the threshold it waits for a second operator",
    input: { body: adjustmentRequestSchema },
    reply: adjustmentResponseSchema,
  }),
  approve: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/adjustments/:id/approve/`,
    access: 'ledger.approve',
    summary: 'Approves and applies a waiting adjustment (not the operator who asked for it)',
    input: { params: adjustmentParamsSchema, body: adjustmentDecisionRequestSchema },
    reply: adjustmentResponseSchema,
  }),
  reject: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/adjustments/:id/reject/`,
    access: 'ledger.approve',
    summary: 'Rejects a waiting adjustment; no money moves',
    input: { params: adjustmentParamsSchema, body: adjustmentDecisionRequestSchema },
    reply: adjustmentResponseSchema,
  }),
};
