import type { Currency, WithdrawalStatus } from '@casino/contracts';
import { AppError, notFound, validationFailed } from '../../platform/http/app-error.ts';

export const cashErrors = {
  /** The cash desk opens only once registration is complete (spec section 2). */
  registrationIncomplete: () =>
    new AppError('registration_incomplete', 'Complete the registration to use the cash desk'),
  /** Money moves only in the player's account currency. */
  currencyMismatch: (accountCurrency: Currency) =>
    new AppError('currency_mismatch', `The account currency is ${accountCurrency}`, {
      fields: { currency_id: `must be the account currency, ${accountCurrency}` },
      details: { currency: accountCurrency },
    }),
  unknownMethod: () => validationFailed({ method_id: 'no such payment method' }),
  methodNotInCurrency: (currency: Currency) =>
    validationFailed({ currency_id: `the method is not offered in ${currency}` }),
  amountBelowMinimum: (limits: AmountLimits) =>
    new AppError('amount_below_minimum', `The amount is below the minimum of ${limits.min}`, {
      fields: { amount: `must be at least ${limits.min}` },
      details: { ...limits },
    }),
  amountAboveMaximum: (limits: AmountLimits) =>
    new AppError('amount_above_maximum', `The amount is above the maximum of ${limits.max}`, {
      fields: { amount: `must be at most ${limits.max}` },
      details: { ...limits },
    }),
  unknownCard: () => validationFailed({ token_id: 'no such saved card' }),
  cardExpired: () => validationFailed({ token_id: 'the card has expired' }),
  cardOnlyWithCardMethod: () => validationFailed({ token_id: 'saved cards pay with the card method' }),
  destinationRequired: (field: 'token_id' | 'iban') =>
    validationFailed({ [field]: field === 'iban' ? 'an IBAN is required' : 'choose a saved card' }),
  /** The same idempotency key was used for a different request. */
  idempotencyConflict: () =>
    new AppError('idempotency_conflict', 'This key was already used for a different request'),
  /** The provider did not answer; the same request (same key) may be retried safely. */
  providerUnavailable: () =>
    new AppError('provider_unavailable', 'The payment provider is not answering; try again', {
      retryAfterSeconds: 5,
    }),
  providerNotConfigured: () => notFound('not_found', 'No such payment provider'),
  invalidSignature: () => new AppError('invalid_signature', 'The notification signature is not valid'),
  paymentNotFound: () => notFound('not_found', 'No such payment'),
  withdrawalNotFound: () => notFound('not_found', 'No such withdrawal'),
  /** Withdrawals need approved identity verification; the web shows WithdrawVerifyInfo. */
  verificationRequired: () =>
    new AppError('verification_required', 'Verify your identity before withdrawing'),
  taxIdRequired: (currency: Currency) =>
    new AppError('tax_id_required', `Withdrawals in ${currency} need a tax ID`, {
      details: { currency },
    }),
  invalidTaxId: () => validationFailed({ taxId: 'the check digit does not match' }),
  withdrawalNotCancelable: (status: WithdrawalStatus) =>
    new AppError('withdrawal_not_cancelable', `A ${status} withdrawal can no longer be canceled`, {
      details: { status },
    }),
  withdrawalTransition: (status: WithdrawalStatus, action: string) =>
    new AppError('withdrawal_status', `A ${status} withdrawal cannot be ${action}`, {
      details: { status },
    }),
  payoutFailed: (reason: string) =>
    new AppError('payout_failed', `The provider refused the payout: ${reason}`, { details: { reason } }),
};

export interface AmountLimits {
  min: number;
  max: number;
  currency: Currency;
}
