import {
  captchaChallengeSchema,
  captchaInternalTokenRequestSchema,
  captchaInternalTokenResponseSchema,
} from '../captcha.ts';
import { endpoint } from './endpoint.ts';

/** The proof-of-work challenge and its fallback token; both answer 404 `captcha_disabled` while captcha is off. */
export const CAPTCHA_ENDPOINTS = {
  challenge: endpoint({
    method: 'GET',
    path: '/rest/captcha/challenge/',
    auth: 'public',
    summary: 'A single-use proof-of-work challenge for a form that asks for a captcha',
    input: {},
    reply: captchaChallengeSchema,
  }),
  internalToken: endpoint({
    method: 'POST',
    path: '/rest/captcha/internal-token/',
    auth: 'public',
    summary: 'A captcha token for a client that could not solve the challenge, limited per address',
    input: { body: captchaInternalTokenRequestSchema },
    reply: captchaInternalTokenResponseSchema,
  }),
};
