import { AppError } from '../../platform/http/app-error.ts';

export const sandboxPspErrors = {
  /** The merchant API key is missing or wrong. */
  unauthorized: () => new AppError('sandbox_unauthorized', 'The x-sandbox-key header is missing or wrong'),
  /** The merchant reference was already used with other details (another amount, currency, method ...). */
  idempotencyConflict: (reference: string) =>
    new AppError(
      'idempotency_conflict',
      `The merchant reference ${reference} was already used with other details`,
    ),
  /** A refund of a payment that is unknown or was never paid: there is nothing to return. */
  notRefundable: () => new AppError('not_refundable', 'No paid payment with this id to refund'),
  /** A card token that does not exist or belongs to another customer. */
  unknownCardToken: () =>
    new AppError('card_token_unknown', 'No saved card with this token for this customer'),
};
