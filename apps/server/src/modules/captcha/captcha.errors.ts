import { AppError } from '../../platform/http/app-error.ts';

export const captchaErrors = {
  /** A protected form came without a valid, unused captcha token; the web shows `errors.captcha_required`. */
  required: () =>
    new AppError('captcha_required', 422, 'Confirm you are not a robot', {
      fields: { captchaToken: 'required' },
    }),
  disabled: () => new AppError('captcha_disabled', 404, 'Captcha is not enabled'),
  wrongInternalKey: () =>
    new AppError('validation_failed', 422, 'Some fields are invalid', {
      fields: { internalKey: 'does not match' },
    }),
};
