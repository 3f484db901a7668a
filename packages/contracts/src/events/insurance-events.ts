import { z } from 'zod';
import { INSURANCE_REJECTIONS, INSURANCE_STATUSES } from '../insurance-codes.ts';
import { currencySchema } from '../schemas.ts';
import { defineEvent, minorUnits } from './define-event.ts';

/**
 * A player's deposit insurance moved to another state: opted in (`active`), its deposit insured (`covering`),
 * restored (`amount` came back), rejected (with its `reason`) or expired. Push turns `restored` and `rejected` into
 * the spec's `bonus` actions `restore` and `insurance-reject`. `depositAmount` is null until a deposit is insured.
 */
export const insuranceStatusChangedEvent = defineEvent({
  type: 'InsuranceStatusChanged',
  version: 1,
  scope: 'player',
  payload: z.object({
    insuranceId: z.number().int().positive(),
    programId: z.number().int().positive(),
    status: z.enum(INSURANCE_STATUSES),
    previousStatus: z.enum(INSURANCE_STATUSES).nullable(),
    currency: currencySchema,
    depositAmount: minorUnits.nullable(),
    amount: minorUnits,
    reason: z.enum(INSURANCE_REJECTIONS).nullable(),
  }),
});
