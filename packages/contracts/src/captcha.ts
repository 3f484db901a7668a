import { z } from 'zod';

/**
 * `GET /rest/captcha/challenge/`: an ALTCHA proof-of-work challenge. The client finds `number` (0..maxnumber)
 * with SHA-256(salt + number) = challenge, and sends base64(JSON {algorithm, challenge, number, salt, signature})
 * as the captcha token. The salt carries its expiry; a solution is accepted once.
 */
export const captchaChallengeSchema = z.object({
  success: z.literal(true),
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/**
 * `POST /rest/captcha/internal-token/` (spec section 6): the fallback when the captcha script cannot load.
 * `internalKey` is `project.captcha.internalKey` of the app data; `message` is any short text the client chooses.
 * 404 `captcha_disabled` when internal mode is off, 422 when the key is wrong.
 */
export const captchaInternalTokenRequestSchema = z.object({
  internalKey: z.string().min(1).max(128),
  message: z.string().min(1).max(256),
});
export type CaptchaInternalTokenRequest = z.infer<typeof captchaInternalTokenRequestSchema>;

/** The token is short-lived and accepted once, like a solved challenge. */
export const captchaInternalTokenResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  internalKey: z.string(),
});
export type CaptchaInternalTokenResponse = z.infer<typeof captchaInternalTokenResponseSchema>;

/**
 * The captcha token a protected form sends as `captchaToken` while captcha is enabled: a solved challenge's
 * payload or an internal token. Missing or refused: 422 `captcha_required`.
 */
export const captchaTokenSchema = z.string().max(4096);
