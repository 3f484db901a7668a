import { createHmac } from 'node:crypto';
import {
  CAPTCHA_ENDPOINTS,
  type CaptchaChallenge,
  type CaptchaInternalTokenRequest,
  type CaptchaInternalTokenResponse,
  type ProjectConfig,
} from '@casino/contracts';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Clock } from '../../platform/clock.ts';
import type { Rng } from '../../platform/rng.ts';
import { captchaErrors } from './captcha.errors.ts';
import { InternalTokens } from './internal-token.ts';
import { LocalSpentTokens, type SpentTokens } from './spent-tokens.ts';

export const CAPTCHA_CHALLENGE_PATH = CAPTCHA_ENDPOINTS.challenge.path;
/** How long a challenge may take to solve and submit. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
export const INTERNAL_TOKEN_LIFETIME_MS = 2 * 60 * 1000;
/** How long a spent token must be remembered: until any token could have expired anyway. */
export const SPENT_TOKEN_MEMORY_MS = Math.max(CHALLENGE_LIFETIME_MS, INTERNAL_TOKEN_LIFETIME_MS);
/**
 * Solutions lie below this number: about half a second of hashing in a phone's browser on average, a real cost
 * to anyone submitting forms by the thousand.
 */
export const CHALLENGE_MAX_NUMBER = 100_000;

/**
 * The captcha of login and registration (spec sections 3 and 5): a proof-of-work challenge the browser solves,
 * or, when the challenge script cannot run, an internal token. Every accepted token is spent.
 */
export class CaptchaService {
  readonly #isEnabled: boolean;
  readonly #hmacKey: string;
  readonly #internalKey: string;
  readonly #internalTokens: InternalTokens;
  readonly #spent: SpentTokens;
  readonly #clock: Clock;
  readonly #rng: Rng;

  /**
   * `secret` is the server's signing secret; the captcha keys are derived from it, one per purpose. `spent` is
   * where accepted tokens are remembered: this process's memory unless a shared store is given.
   */
  constructor(deps: { isEnabled: boolean; secret: string; clock: Clock; rng: Rng; spent?: SpentTokens }) {
    const derive = (purpose: string) => createHmac('sha256', deps.secret).update(purpose).digest('hex');
    this.#isEnabled = deps.isEnabled;
    this.#hmacKey = derive('captcha-challenge');
    // Public (sent with the app data): it only ties internal-token requests to this site.
    this.#internalKey = derive('captcha-internal-key').slice(0, 32);
    this.#internalTokens = new InternalTokens(derive('captcha-internal-token'));
    this.#clock = deps.clock;
    this.#rng = deps.rng;
    this.#spent =
      deps.spent ?? new LocalSpentTokens({ lifetimeMs: SPENT_TOKEN_MEMORY_MS, clock: deps.clock });
  }

  /** `project.captcha` of the app data. Internal mode follows the captcha itself: it is its fallback. */
  projectConfig(): ProjectConfig['captcha'] {
    return {
      key: null,
      url: CAPTCHA_CHALLENGE_PATH,
      isEnabled: this.#isEnabled,
      internalKey: this.#isEnabled ? this.#internalKey : null,
      isInternalEnabled: this.#isEnabled,
    };
  }

  async challenge(): Promise<CaptchaChallenge> {
    if (!this.#isEnabled) throw captchaErrors.disabled();
    const challenge = await createChallenge({
      hmacKey: this.#hmacKey,
      algorithm: 'SHA-256',
      maxnumber: CHALLENGE_MAX_NUMBER,
      number: this.#rng.int(CHALLENGE_MAX_NUMBER),
      salt: this.#rng.bytes(12).toString('hex'),
      expires: new Date(this.#clock.now().getTime() + CHALLENGE_LIFETIME_MS),
    });
    return { success: true, ...challenge, algorithm: 'SHA-256', maxnumber: CHALLENGE_MAX_NUMBER };
  }

  internalToken(request: CaptchaInternalTokenRequest): CaptchaInternalTokenResponse {
    if (!this.#isEnabled) throw captchaErrors.disabled();
    if (request.internalKey !== this.#internalKey) throw captchaErrors.wrongInternalKey();
    const token = this.#internalTokens.issue({
      nonce: this.#rng.bytes(16).toString('base64url'),
      message: request.message,
      expiresAt: this.#clock.now().getTime() + INTERNAL_TOKEN_LIFETIME_MS,
    });
    return { success: true, token, internalKey: this.#internalKey };
  }

  /**
   * For the routes captcha protects: passes when captcha is off, or when `token` is a valid solved challenge or
   * internal token not used before (and spends it); otherwise throws 422 `captcha_required`.
   */
  async verifyCaptcha(token: string | undefined): Promise<void> {
    if (!this.#isEnabled) return;
    const tokenId = token ? await this.#validTokenId(token) : undefined;
    if (!tokenId || !(await this.#spent.claim(tokenId))) throw captchaErrors.required();
  }

  /** What identifies a valid token among spent ones, or undefined when the token is invalid or expired. */
  async #validTokenId(token: string): Promise<string | undefined> {
    const now = this.#clock.now();
    if (InternalTokens.isInternal(token)) {
      return this.#internalTokens.verify(token, now)?.nonce;
    }
    const payload = parseSolution(token);
    if (!payload) return undefined;
    // The expiry is checked against the injected clock; the library would use the system clock.
    const expires = Number(extractParams(payload).expires);
    if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return undefined;
    return (await verifySolution(payload, this.#hmacKey, false)) ? payload.signature : undefined;
  }
}

interface SolutionPayload {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** A solved challenge's payload: base64 JSON of the challenge with the number found; undefined if malformed. */
function parseSolution(token: string): SolutionPayload | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64').toString());
  } catch {
    return undefined;
  }
  const payload = value as Partial<SolutionPayload> | null;
  const valid =
    payload?.algorithm === 'SHA-256' &&
    Number.isSafeInteger(payload.number) &&
    typeof payload.challenge === 'string' &&
    typeof payload.salt === 'string' &&
    typeof payload.signature === 'string';
  return valid ? (payload as SolutionPayload) : undefined;
}
