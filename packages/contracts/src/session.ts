import { z } from 'zod';
import { apiErrorSchema } from './api-error.ts';
import { playerMainDataSchema } from './app-init.ts';
import { captchaTokenSchema } from './captcha.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './session-codes.ts';

/** A new password (spec section 5): 8-128 characters, not digits only. Registration uses the same rule. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((value) => !/^\d+$/.test(value), 'must not be digits only');

/**
 * `POST /login/`: `login` is an e-mail, a phone (any common form, Ukrainian local numbers included) or a login
 * name. `client: 'mobile'` asks for the session token in the body, for the app's `x-auth-token` header; the web
 * omits it and gets the httpOnly `sid` cookie instead. `captchaToken` is required while captcha is enabled.
 */
export const loginRequestSchema = z.object({
  login: z.string().trim().min(1, 'required').max(254),
  password: z.string().min(1, 'required').max(PASSWORD_MAX_LENGTH),
  client: z.literal('mobile').optional(),
  captchaToken: captchaTokenSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Successful login: the player's main data, to replace the guest's in the app data. `token` only for
 * `client: 'mobile'`. Failures: 401 `invalid_credentials` (same for unknown login and wrong password),
 * 403 `account_blocked` ({@link accountBlockedSchema}), 429 `rate_limited` with Retry-After, 422 validation,
 * 422 `captcha_required` (no token, or one that is invalid, expired or already used).
 */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  player: playerMainDataSchema,
  token: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * 403 answer of `POST /login/` for a blocked or temporarily locked account: the web opens BlockedAccount.
 * `lockedUntil` (ISO 8601) is when the lock after repeated wrong passwords ends; null for a blocked account.
 */
export const accountBlockedSchema = apiErrorSchema.extend({
  error: apiErrorSchema.shape.error.extend({ code: z.literal('account_blocked') }),
  lockedUntil: z.string().nullable(),
});
export type AccountBlocked = z.infer<typeof accountBlockedSchema>;

/** `GET /rest/logout/`: always succeeds, for guests too; the session cookie is cleared. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/**
 * `POST /remind/`: starts password restore. `token` e-mails a link `${publicUrl}/?change-password=<token>`,
 * `code` sends an sms code, `call` a flash call (the code is the calling number's last digits).
 * Always `{ success: true }`, whether or not the contact belongs to a player.
 */
export const remindRequestSchema = z.object({
  type: z.enum(['token', 'code', 'call']),
  contact: z.string().trim().min(1, 'required').max(254),
});
export type RemindRequest = z.infer<typeof remindRequestSchema>;
export type RemindType = RemindRequest['type'];

export const remindResponseSchema = z.object({ success: z.literal(true) });
export type RemindResponse = z.infer<typeof remindResponseSchema>;

/**
 * `POST /remind/confirm/`: exchanges the link token, or the contact and the code it received, for a
 * `restoreToken` that `change-password` accepts in place of the old password.
 */
export const remindConfirmRequestSchema = z.union([
  z.object({ token: z.string().min(1).max(256) }),
  z.object({
    contact: z.string().trim().min(1).max(254),
    code: z.string().trim().min(1).max(12),
  }),
]);
export type RemindConfirmRequest = z.infer<typeof remindConfirmRequestSchema>;

/** `error` is a RESTORE_ERROR value: 3 opens BlockedAccount, any other PasswordFailure. */
export const remindConfirmResponseSchema = z.union([
  z.object({ success: z.literal(true), restoreToken: z.string() }),
  z.object({ success: z.literal(false), error: z.number().int() }),
]);
export type RemindConfirmResponse = z.infer<typeof remindConfirmResponseSchema>;

/**
 * `POST /rest/player/change-password/` (and `/rest/players/change-password/`): a logged-in player gives the old
 * password; a player restoring access gives the `restoreToken` instead. Success ends every session of the player
 * and opens a new one for this client (cookie, or `token` in the body for `client: 'mobile'`), clears
 * hasAutoPassword and returns the player main data: after a restore the player is logged in.
 * Failures: 401 `invalid_credentials` (wrong old password), 401 `unauthorized` (neither session nor token),
 * 410 `restore_expired` (the restore token expired or the password already changed), 403 `account_blocked`,
 * 422 validation with `fields.password`.
 */
export const changePasswordRequestSchema = z.union([
  z.object({
    oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    password: newPasswordSchema,
    client: z.literal('mobile').optional(),
  }),
  z.object({
    restoreToken: z.string().min(1).max(256),
    password: newPasswordSchema,
    client: z.literal('mobile').optional(),
  }),
]);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Same shape as a successful login. */
export const changePasswordResponseSchema = loginResponseSchema;
export type ChangePasswordResponse = LoginResponse;
