/**
 * A player's cashback with a programme (spec: "Cashback: custom, active, priority, completed"; "Cashback status
 * goes to payed after collecting"): `custom` offered, the player may choose it; `active` chosen, accruing over
 * the current period; `completed` the period closed with something to pay, waiting to be collected; `payed`
 * collected; `closed` the period closed under the programme's minimum net loss, nothing to pay.
 */
export const CASHBACK_STATUSES = ['custom', 'active', 'completed', 'payed', 'closed'] as const;
export type CashbackStatus = (typeof CASHBACK_STATUSES)[number];

/** How a programme pays: real money, or a bonus of the bonus engine wagered by the programme's multiplier. */
export const CASHBACK_PAYOUTS = ['real', 'bonus'] as const;
export type CashbackPayout = (typeof CASHBACK_PAYOUTS)[number];
