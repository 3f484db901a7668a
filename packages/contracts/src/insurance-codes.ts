/**
 * A player's deposit insurance (the spec's "insurance (no-risk)" bonus), from the opt-in to its end:
 * `active` opted in, waiting for the next deposit; `covering` that deposit is insured and its coverage window runs;
 * then `restored` (the insured deposit was lost within the window and part of it came back), `rejected` (a
 * withdrawal was asked for while it was live, or the deposit was under the programme's minimum) or `expired` (the
 * window passed without the deposit being lost). One insurance is live (`active` or `covering`) per player and
 * currency at a time.
 */
export const INSURANCE_STATUSES = ['active', 'covering', 'restored', 'rejected', 'expired'] as const;
export type InsuranceStatus = (typeof INSURANCE_STATUSES)[number];

/** The states in which an insurance is live: waiting for its deposit, or covering it. */
export const LIVE_INSURANCE_STATUSES = ['active', 'covering'] as const satisfies readonly InsuranceStatus[];

/**
 * What `GET /rest/insurance/info/` answers as `data.status`: the player's insurance's own status, or `available`
 * when they have none live (nor an outcome they have not seen yet) and a programme is offered to them.
 */
export const INSURANCE_INFO_STATUSES = ['available', ...INSURANCE_STATUSES] as const;
export type InsuranceInfoStatus = (typeof INSURANCE_INFO_STATUSES)[number];

/** Why an insurance was rejected: a withdrawal asked for while it was live, or a deposit under the minimum. */
export const INSURANCE_REJECTIONS = ['withdrawal', 'deposit_below_min'] as const;
export type InsuranceRejection = (typeof INSURANCE_REJECTIONS)[number];

/** How a programme restores a lost deposit: real money, or a bonus of the bonus engine wagered by its multiplier. */
export const INSURANCE_PAYOUTS = ['real', 'bonus'] as const;
export type InsurancePayout = (typeof INSURANCE_PAYOUTS)[number];
