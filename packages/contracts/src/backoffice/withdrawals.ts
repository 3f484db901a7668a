import { z } from 'zod';
import { WITHDRAWAL_STATUSES } from '../cash-codes.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';
import { operatorReasonSchema } from './players.ts';

/** Why a withdrawal deserves a closer look before it is approved (issue 20, the payments queue). */
export const WITHDRAWAL_RISK_FLAGS = ['new_device', 'deposit_not_wagered', 'recent_limit_change'] as const;
export type WithdrawalRiskFlag = (typeof WITHDRAWAL_RISK_FLAGS)[number];

export const withdrawalQueueQuerySchema = z.object({
  /** Unset: those waiting for a decision or a payout (pending and approved). */
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  playerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const withdrawalViewSchema = z.object({
  id: z.uuid(),
  playerId: z.number().int(),
  playerLogin: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  provider: z.string(),
  destinationLabel: z.string(),
  rejectionReason: z.string().nullable(),
  payoutStartedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  riskFlags: z.array(z.enum(WITHDRAWAL_RISK_FLAGS)),
});
export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;

export const withdrawalQueueResponseSchema = z.object({
  success: z.literal(true),
  withdrawals: z.array(withdrawalViewSchema),
});

export const withdrawalParamsSchema = z.object({ id: z.uuid() });
export const withdrawalDecisionRequestSchema = z.object({ reason: operatorReasonSchema });
export const withdrawalApproveRequestSchema = z.object({ reason: operatorReasonSchema.optional() });

export const withdrawalDecisionResponseSchema = z.object({
  success: z.literal(true),
  withdrawal: withdrawalViewSchema,
});

export const OPERATOR_WITHDRAWAL_ENDPOINTS = {
  queue: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/withdrawals/`,
    access: 'payments.read',
    summary:
      'Withdrawals by status (unset: waiting for a decision or a payout), oldest first, with risk flags',
    input: { query: withdrawalQueueQuerySchema },
    reply: withdrawalQueueResponseSchema,
  }),
  approve: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/withdrawals/:id/approve/`,
    access: 'withdrawals.decide',
    summary: 'Approves a pending withdrawal for payout',
    input: { params: withdrawalParamsSchema, body: withdrawalApproveRequestSchema },
    reply: withdrawalDecisionResponseSchema,
  }),
  reject: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/withdrawals/:id/reject/`,
    access: 'withdrawals.decide',
    summary: "Rejects a pending withdrawal, returning the money to the player's balance",
    input: { params: withdrawalParamsSchema, body: withdrawalDecisionRequestSchema },
    reply: withdrawalDecisionResponseSchema,
  }),
  pay: operatorEndpoint({
    method: 'POST',
    path: `${BACKOFFICE_API_PREFIX}/withdrawals/:id/pay/`,
    access: 'withdrawals.pay',
    summary: 'Pays an approved withdrawal out through its payment provider',
    input: { params: withdrawalParamsSchema },
    reply: withdrawalDecisionResponseSchema,
  }),
};
