import { AppError } from '../../../platform/http/app-error.ts';

export const moneyBoxErrors = {
  /** Withdraw found no held amount that is due: dated ones wait for their date. */
  nothingDue: () => new AppError('money_box_nothing_due', 'No held amount in the money box is due yet'),
};
