/**
 * Cache keys of the player's money, shared by everything that shows it (header balance, cash desk, profile
 * history), so that whoever moves money can refresh all of it.
 */
export const PLAYER_BALANCE_KEY = ['player', 'balance'] as const;
export const PLAYER_TRANSACTIONS_KEY = ['player', 'transactions'] as const;
/** One deposit as the cash desk follows it (`GET /rest/cash/payments/{id}/`); push updates it in place. */
export function paymentStatusKey(paymentId: string) {
  return ['cash', 'payment', paymentId] as const;
}
