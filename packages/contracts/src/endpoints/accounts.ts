import { codeSentResponseSchema } from '../registration.ts';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutResponseSchema,
  remindConfirmRequestSchema,
  remindConfirmResponseSchema,
  remindRequestSchema,
  remindResponseSchema,
} from '../session.ts';
import {
  confirmContactResponseSchema,
  confirmContactSchema,
  contactTypeParamsSchema,
  notifyAttemptsQuerySchema,
  notifyAttemptsResponseSchema,
  requestConfirmationSchema,
} from '../verification.ts';
import { endpoint } from './endpoint.ts';

/** The password change, which the spec serves under both `/rest/player/` and `/rest/players/`. */
const changePassword = {
  method: 'POST',
  auth: 'public',
  summary: 'Sets a new password, proven by the old one or a restore token, and signs the player in afresh',
  input: { body: changePasswordRequestSchema },
  reply: changePasswordResponseSchema,
} as const;

/** A new code for one of the player's contacts, under the spec's two paths. */
const requestContactCode = {
  method: 'POST',
  auth: 'player',
  summary: "Sends a new confirmation code to the player's e-mail or phone",
  input: { params: contactTypeParamsSchema, body: requestConfirmationSchema },
  reply: codeSentResponseSchema,
} as const;

/** The check of that code, under the spec's two paths. */
const confirmContact = {
  method: 'POST',
  auth: 'player',
  summary: "Confirms the player's e-mail or phone with the code it received",
  input: { params: contactTypeParamsSchema, body: confirmContactSchema },
  reply: confirmContactResponseSchema,
} as const;

/**
 * Signing in and out, restoring and changing the password (spec section 7 "Auth and registration"), and
 * confirming the signed-in player's contacts. Sign-in and sign-up pass the rate limits and the captcha first; a
 * web session arrives as the httpOnly cookie, the mobile app's (`client: 'mobile'`) as `token` in the body.
 */
export const ACCOUNT_ENDPOINTS = {
  login: endpoint({
    method: 'POST',
    path: '/login/',
    auth: 'public',
    summary: 'Signs the player in with an e-mail, phone or login name and the password',
    input: { body: loginRequestSchema },
    reply: loginResponseSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/rest/logout/',
    auth: 'public',
    summary: 'Signs the player out and clears the session cookie',
    input: {},
    reply: logoutResponseSchema,
  }),
  remind: endpoint({
    method: 'POST',
    path: '/remind/',
    auth: 'public',
    summary: "Sends a password-restore link or code to the player's e-mail or phone",
    input: { body: remindRequestSchema },
    reply: remindResponseSchema,
  }),
  confirmRestore: endpoint({
    method: 'POST',
    path: '/remind/confirm/',
    auth: 'public',
    summary: 'Trades the restore link, or a contact and its code, for a token that sets a new password',
    input: { body: remindConfirmRequestSchema },
    reply: remindConfirmResponseSchema,
  }),
  changePassword: endpoint({ ...changePassword, path: '/rest/player/change-password/' }),
  changePasswordAlias: endpoint({ ...changePassword, path: '/rest/players/change-password/' }),
  requestContactCode: endpoint({ ...requestContactCode, path: '/rest/otp/request-confirm-:type/' }),
  requestContactCodeAlias: endpoint({
    ...requestContactCode,
    path: '/rest/player/:type/confirmation/request/',
  }),
  confirmContact: endpoint({ ...confirmContact, path: '/rest/otp/confirm-:type/' }),
  confirmContactAlias: endpoint({ ...confirmContact, path: '/rest/player/:type/confirmation/check/' }),
  notifyAttempts: endpoint({
    method: 'GET',
    path: '/rest/otp/notify-attempts-count/',
    auth: 'player',
    summary: 'Wrong tries left on the open confirmation code, and when a new one may be sent',
    input: { query: notifyAttemptsQuerySchema },
    reply: notifyAttemptsResponseSchema,
  }),
};
