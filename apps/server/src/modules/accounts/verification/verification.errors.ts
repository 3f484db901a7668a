import { AppError } from '../../../platform/http/app-error.ts';

export const verificationErrors = {
  codeInvalid: (attemptsLeft: number) =>
    new AppError('code_invalid', 'The code is wrong', {
      fields: { code: `wrong code, ${attemptsLeft} attempts left` },
    }),
  codeExpired: () =>
    new AppError('code_expired', 'The code has expired or was already used; request a new one'),
  attemptsExhausted: () => new AppError('code_attempts_exhausted', 'Too many wrong codes; request a new one'),
  resendTooSoon: (retryAfterSeconds: number) =>
    new AppError('code_resend_too_soon', `A new code can be requested in ${retryAfterSeconds} s`, {
      retryAfterSeconds,
    }),
};
