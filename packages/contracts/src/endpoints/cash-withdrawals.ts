import {
  cashAcknowledgedResponseSchema,
  cashRecordParamsSchema,
  methodCheckRequestSchema,
  methodCheckResponseSchema,
  payoutCancelDecisionRequestSchema,
  payoutCancelPopupResponseSchema,
  taxIdRequestSchema,
  withdrawalMethodsResponseSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
  withdrawalsResponseSchema,
} from '../cash.ts';
import { endpoint } from './endpoint.ts';

/**
 * The withdrawal side of the cash desk: methods, amount check, request, the player's list, cancelling, the
 * payout-cancel popup (spec section 7: show, reject = do not offer again, apply = cancel) and the tax ID some
 * currencies need. Every call acts on the session's own player; another player's withdrawal id is 404.
 */
export const CASH_WITHDRAWAL_ENDPOINTS = {
  methods: endpoint({
    method: 'GET',
    path: '/rest/cash/output/methods/',
    auth: 'player',
    summary: 'Withdrawal methods with their limits, saved cards and what the player still needs to withdraw',
    input: {},
    reply: withdrawalMethodsResponseSchema,
  }),
  check: endpoint({
    method: 'POST',
    path: '/rest/cash/output/check/',
    auth: 'player',
    summary: 'Whether an amount can be withdrawn by a method',
    input: { body: methodCheckRequestSchema },
    reply: methodCheckResponseSchema,
  }),
  request: endpoint({
    method: 'POST',
    path: '/rest/cash/output/',
    auth: 'player',
    summary: 'A withdrawal: the amount moves from the balance to a hold at once',
    input: { body: withdrawalRequestSchema },
    reply: withdrawalResponseSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/rest/cash/withdrawals/',
    auth: 'player',
    summary: "The player's withdrawals, newest first",
    input: {},
    reply: withdrawalsResponseSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/rest/cash/withdrawals/:id/cancel/',
    auth: 'player',
    summary: "A pending withdrawal's money goes back to the balance",
    input: { params: cashRecordParamsSchema },
    reply: withdrawalResponseSchema,
  }),
  cancelOffer: endpoint({
    method: 'GET',
    path: '/rest/popups/player/show/payout-cancel/',
    auth: 'player',
    summary: 'The pending withdrawal the payout-cancel popup offers to take back, if any',
    input: {},
    reply: payoutCancelPopupResponseSchema,
  }),
  dismissCancelOffer: endpoint({
    method: 'POST',
    path: '/rest/popups/player/reject/payout-cancel/',
    auth: 'player',
    summary: 'Do not offer to take this withdrawal back again',
    input: { body: payoutCancelDecisionRequestSchema },
    reply: cashAcknowledgedResponseSchema,
  }),
  acceptCancelOffer: endpoint({
    method: 'POST',
    path: '/rest/popups/player/apply/payout-cancel/',
    auth: 'player',
    summary: 'Take the offered withdrawal back to the balance',
    input: { body: payoutCancelDecisionRequestSchema },
    reply: withdrawalResponseSchema,
  }),
  saveTaxId: endpoint({
    method: 'POST',
    path: '/rest/player/tax-id/',
    auth: 'player',
    summary: "The player's tax ID (RNOKPP), which withdrawals in non-exempt currencies need",
    input: { body: taxIdRequestSchema },
    reply: cashAcknowledgedResponseSchema,
  }),
};
