import type {
  CaptchaChallenge,
  CaptchaInternalTokenRequest,
  CaptchaInternalTokenResponse,
  ProjectConfig,
} from '@casino/contracts';
import { authRequest } from '../../../lib/account/auth-request';
import { ApiCallError } from '../../../lib/api-client';

export type CaptchaConfig = ProjectConfig['captcha'];
/** What the token is for; sent as the internal token's message. */
export type CaptchaPurpose = 'login' | 'registration';

type Solver = typeof import('./solve-challenge');

let solver: Promise<Solver> | undefined;

/**
 * The solver's code, fetched on first use and then kept (spec section 4: the captcha script loads once). A load
 * that failed is forgotten, so the next form may try again.
 */
export function loadCaptchaSolver(): Promise<Solver> {
  solver ??= import('./solve-challenge').catch((error: unknown) => {
    solver = undefined;
    throw error;
  });
  return solver;
}

/** The calls a token needs; tests replace them. */
export interface CaptchaIo {
  fetchChallenge: (url: string) => Promise<CaptchaChallenge>;
  solve: (challenge: CaptchaChallenge) => Promise<string>;
  requestInternalToken: (body: CaptchaInternalTokenRequest) => Promise<CaptchaInternalTokenResponse>;
}

const browserIo: CaptchaIo = {
  fetchChallenge: (url) => authRequest<CaptchaChallenge>(url),
  solve: async (challenge) => (await loadCaptchaSolver()).solveChallenge(challenge),
  requestInternalToken: (body) =>
    authRequest<CaptchaInternalTokenResponse>('/rest/captcha/internal-token/', { body }),
};

function captchaUnavailable(): ApiCallError {
  return new ApiCallError(0, {
    success: false,
    error: { code: 'captcha_required', message: 'The captcha could not be solved' },
  });
}

/**
 * The captcha token a protected form sends (spec section 5): none while captcha is disabled; otherwise a solved
 * proof-of-work challenge, or, when the challenge cannot be fetched or solved (no WebCrypto on a plain-http page,
 * a blocked script), an internal token if internal mode is on. Without either it rejects with `captcha_required`.
 */
export async function captchaToken(
  config: CaptchaConfig,
  purpose: CaptchaPurpose,
  io: CaptchaIo = browserIo,
): Promise<string | undefined> {
  if (!config.isEnabled) return undefined;
  try {
    return await io.solve(await io.fetchChallenge(config.url));
  } catch {
    if (!config.isInternalEnabled || !config.internalKey) throw captchaUnavailable();
    const { token } = await io.requestInternalToken({ internalKey: config.internalKey, message: purpose });
    return token;
  }
}
