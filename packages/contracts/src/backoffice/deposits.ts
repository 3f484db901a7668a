import { z } from 'zod';
import { PAYMENT_FAILURE_REASONS, PAYMENT_STATUSES } from '../cash-codes.ts';
import { BACKOFFICE_API_PREFIX, operatorEndpoint } from './operator-endpoint.ts';

export const depositListQuerySchema = z.object({
  /** Unset: deposits in every status. */
  status: z.enum(PAYMENT_STATUSES).optional(),
  playerId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const depositViewSchema = z.object({
  id: z.uuid(),
  playerId: z.number().int(),
  playerLogin: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  /** The cash desk's method slug: `card`, `google_pay`, `apple_pay`, `bank_transfer`. */
  method: z.string(),
  /** The saved card charged, as `•••• 4242`; null when the payment names no saved card. */
  cardLabel: z.string().nullable(),
  failureReason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  createdAt: z.iso.datetime(),
  /** When it succeeded or failed; null while it is on its way. */
  completedAt: z.iso.datetime().nullable(),
});
export type DepositView = z.infer<typeof depositViewSchema>;

export const depositListResponseSchema = z.object({
  success: z.literal(true),
  deposits: z.array(depositViewSchema),
});

export const OPERATOR_DEPOSIT_ENDPOINTS = {
  list: operatorEndpoint({
    method: 'GET',
    path: `${BACKOFFICE_API_PREFIX}/deposits/`,
    access: 'payments.read',
    summary: "The brand's deposits, of one status or all, of one player or all, newest first",
    input: { query: depositListQuerySchema },
    reply: depositListResponseSchema,
  }),
};
