import { AppError } from '../../platform/http/app-error.ts';

export const captchaErrors = {
  /** A protected form came without a valid, unused captcha token; the web shows `errors.captcha_required`. */
  required: () =>
    new AppError('captcha_required', 'Confirm you are not a robot', {
      fields: { captchaToken: 'required' },
    }),
  disabled: () => new AppError('captcha_disabled', 'Captcha is not enabled'),
  wrongInternalKey: () =>
    new AppError('validation_failed', 'Some fields are invalid', {
      fields: { internalKey: 'does not match' },
    }),
};
