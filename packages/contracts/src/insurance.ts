import { z } from 'zod';
import {
  INSURANCE_INFO_STATUSES,
  INSURANCE_PAYOUTS,
  INSURANCE_REJECTIONS,
  INSURANCE_STATUSES,
} from './insurance-codes.ts';
import { currencySchema } from './schemas.ts';

const minor = z.number().int().nonnegative();

/**
 * A deposit insurance programme's terms as the player reads them before opting in, in their currency and language:
 * `percent` of an insured deposit lost within `coverageHours` of its credit comes back, up to `maxAmount`; a
 * deposit under `minDeposit` is not insured; the deposit counts as lost once the real balance is at or below
 * `lossThreshold`. A `bonus` payout is wagered `wageringMultiplier` times.
 */
export const insuranceTermsSchema = z.object({
  programId: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  currency: currencySchema,
  percent: z.number().int().positive(),
  maxAmount: minor,
  minDeposit: minor,
  lossThreshold: minor,
  coverageHours: z.number().int().positive(),
  payout: z.enum(INSURANCE_PAYOUTS),
  wageringMultiplier: z.number().int().nonnegative(),
});
export type InsuranceTerms = z.infer<typeof insuranceTermsSchema>;

/**
 * The player's insurance with the terms it was taken on: the deposit insured (null until one is credited), when its
 * window ends, what was restored, why it was rejected, and whether the player has seen its outcome (`informed`).
 */
export const playerInsuranceSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(INSURANCE_STATUSES),
  terms: insuranceTermsSchema,
  paymentId: z.string().nullable(),
  depositAmount: minor.nullable(),
  coveredAt: z.iso.datetime().nullable(),
  coverEndsAt: z.iso.datetime().nullable(),
  restoredAmount: minor,
  rejectReason: z.enum(INSURANCE_REJECTIONS).nullable(),
  informed: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type PlayerInsurance = z.infer<typeof playerInsuranceSchema>;

/**
 * The spec's insurance info (`data.status`, and the details in `data.data`): the programme offered to the player
 * (null when none is, while an insurance of theirs is still shown) and their current insurance (null: none).
 */
export const insuranceInfoSchema = z.object({
  status: z.enum(INSURANCE_INFO_STATUSES),
  data: z.object({
    program: insuranceTermsSchema.nullable(),
    insurance: playerInsuranceSchema.nullable(),
  }),
});
export type InsuranceInfo = z.infer<typeof insuranceInfoSchema>;

export const insuranceInfoResponseSchema = z.object({ success: z.literal(true), data: insuranceInfoSchema });

/** `POST /rest/insurance/informed/`: the insurance whose outcome the player has seen. */
export const insuranceInformedBodySchema = z.object({
  insuranceId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
