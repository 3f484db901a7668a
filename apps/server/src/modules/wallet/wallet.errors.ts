import type { Currency } from '@casino/contracts';
import { AppError } from '../../platform/http/app-error.ts';

export const walletErrors = {
  /** A debit larger than the balance: nothing moved; the current balance goes back to the caller. */
  insufficientFunds: (balance: number, currency: Currency) =>
    new AppError('insufficient_funds', 'The balance is too low for this amount', {
      details: { balance, currency },
    }),
  /** The idempotency key was already used for a different movement. */
  idempotencyConflict: (key: string) =>
    new AppError('idempotency_conflict', `The key ${key} was already used for a different request`),
  /** A programming error: the postings do not make a valid transfer. */
  invalidTransfer: (reason: string) => new AppError('invalid_transfer', `Invalid transfer: ${reason}`),
  holdNotFound: () => new AppError('hold_not_found', 'No such hold'),
  holdNotDue: (holdTill: string) =>
    new AppError('hold_not_due', `The hold lasts until ${holdTill}`, { details: { holdTill } }),
  holdClosed: () => new AppError('hold_closed', 'The hold has already been closed'),
  tooManyHolds: (limit: number) =>
    new AppError('too_many_holds', `At most ${limit} holds can be active at once`, {
      details: { limit },
    }),
  holdTillOutOfRange: (maxDays: number) =>
    new AppError('validation_failed', 'Some fields are invalid', {
      fields: { holdTill: `must be in the future and at most ${maxDays} days ahead` },
    }),
  reconciliationRunning: () =>
    new AppError(
      'reconciliation_running',
      'A reconciliation of the ledger is already running: wait for it to finish',
    ),
  statementPeriod: (maxDays: number) =>
    new AppError('validation_failed', 'Some fields are invalid', {
      fields: { from: `must be before "to" and at most ${maxDays} days earlier` },
    }),
  statementTooLarge: (maxRows: number) =>
    new AppError(
      'statement_too_large',
      `A statement holds at most ${maxRows} rows: choose a shorter period`,
      {
        details: { maxRows },
      },
    ),
};
