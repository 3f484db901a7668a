import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../platform/clock.ts';
import type { Rng } from '../../../platform/rng.ts';
import { verificationErrors } from './verification.errors.ts';
import type { VerificationRepository } from './verification.repository.ts';
import type { VerificationChannel, VerificationPurpose } from './verification.schema.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const TOKEN_TTL_MS = 60 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
/** A new code for the same contact and purpose may be requested once a minute. */
export const RESEND_INTERVAL_MS = 60 * 1000;
export const CODE_DIGITS = { sms: 6, flash_call: 4, email: 6 } as const;

export interface IssuedSecret {
  secret: string;
  expiresAt: Date;
}

type CheckOutcome = { ok: true; playerId: number | null } | { ok: false; attemptsLeft: number };

/**
 * One-time codes (sms, e-mail, flash call: the last digits of the calling number) and restore tokens. Secrets are
 * stored as an HMAC keyed by a server secret, compared in constant time, single-use, short-lived, and a code allows
 * MAX_CODE_ATTEMPTS wrong tries. Wrong tries are committed before the error is raised, so they always count.
 */
export class VerificationService {
  readonly #repository: VerificationRepository;
  readonly #clock: Clock;
  readonly #rng: Rng;
  readonly #pepper: string;

  constructor(deps: { repository: VerificationRepository; clock: Clock; rng: Rng; pepper: string }) {
    this.#repository = deps.repository;
    this.#clock = deps.clock;
    this.#rng = deps.rng;
    this.#pepper = deps.pepper;
  }

  #hash(purpose: VerificationPurpose, contact: string, secret: string): string {
    return createHmac('sha256', this.#pepper).update(`${purpose}\n${contact}\n${secret}`).digest('hex');
  }

  /** When the next code for this contact may be sent; throws while the resend interval lasts. */
  async #assertResendAllowed(contact: string, purpose: VerificationPurpose, now: Date): Promise<void> {
    const last = await this.#repository.latestIssued(contact, purpose);
    const wait = last ? last.createdAt.getTime() + RESEND_INTERVAL_MS - now.getTime() : 0;
    if (wait > 0) throw verificationErrors.resendTooSoon(Math.ceil(wait / 1000));
  }

  async issueCode(input: {
    purpose: VerificationPurpose;
    channel: VerificationChannel;
    contact: string;
    playerId: number | null;
  }): Promise<IssuedSecret> {
    const now = this.#clock.now();
    await this.#assertResendAllowed(input.contact, input.purpose, now);
    const digits = CODE_DIGITS[input.channel];
    const secret = String(this.#rng.int(10 ** digits)).padStart(digits, '0');
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    await this.#repository.transaction((tx) =>
      this.#repository.replace(tx, {
        ...input,
        secretHash: this.#hash(input.purpose, input.contact, secret),
        maxAttempts: MAX_CODE_ATTEMPTS,
        createdAt: now,
        expiresAt,
      }),
    );
    return { secret, expiresAt };
  }

  /** A long random token for links (password restore by e-mail); found by its hash alone. */
  async issueToken(input: {
    purpose: VerificationPurpose;
    contact: string;
    playerId: number;
  }): Promise<IssuedSecret> {
    const now = this.#clock.now();
    await this.#assertResendAllowed(input.contact, input.purpose, now);
    const secret = this.#rng.bytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS);
    await this.#repository.transaction((tx) =>
      this.#repository.replace(tx, {
        ...input,
        channel: 'email',
        secretHash: this.#hash(input.purpose, '', secret),
        maxAttempts: 1,
        createdAt: now,
        expiresAt,
      }),
    );
    return { secret, expiresAt };
  }

  /** Checks a code; on success it is consumed and the player it was issued for (if any) is returned. */
  async checkCode(input: {
    purpose: VerificationPurpose;
    contact: string;
    code: string;
  }): Promise<number | null> {
    const now = this.#clock.now();
    const outcome = await this.#repository.transaction(async (tx): Promise<CheckOutcome | undefined> => {
      const open = await this.#repository.lockOpen(tx, input.contact, input.purpose, now);
      if (!open) return undefined;
      if (open.attempts >= open.maxAttempts) return { ok: false, attemptsLeft: 0 };
      const expected = Buffer.from(open.secretHash, 'hex');
      const given = Buffer.from(this.#hash(input.purpose, input.contact, input.code.trim()), 'hex');
      if (timingSafeEqual(expected, given)) {
        await this.#repository.consume(tx, open.id, now);
        return { ok: true, playerId: open.playerId };
      }
      await this.#repository.countAttempt(tx, open.id, open.attempts + 1);
      return { ok: false, attemptsLeft: open.maxAttempts - open.attempts - 1 };
    });
    if (!outcome) throw verificationErrors.codeExpired();
    if (outcome.ok) return outcome.playerId;
    throw outcome.attemptsLeft > 0
      ? verificationErrors.codeInvalid(outcome.attemptsLeft)
      : verificationErrors.attemptsExhausted();
  }

  /** Checks and consumes a link token; returns the player it was issued for. */
  async consumeToken(input: { purpose: VerificationPurpose; token: string }): Promise<number> {
    const now = this.#clock.now();
    const playerId = await this.#repository.transaction(async (tx) => {
      const open = await this.#repository.lockOpenBySecret(
        tx,
        this.#hash(input.purpose, '', input.token),
        input.purpose,
        now,
      );
      if (!open?.playerId) return undefined;
      await this.#repository.consume(tx, open.id, now);
      return open.playerId;
    });
    if (playerId === undefined) throw verificationErrors.codeExpired();
    return playerId;
  }

  /** Attempts left on the open code, and when a new one may be requested (notify-attempts-count). */
  async status(contact: string, purpose: VerificationPurpose) {
    const now = this.#clock.now();
    const last = await this.#repository.latestIssued(contact, purpose);
    const open = last && !last.consumedAt && last.expiresAt > now;
    return {
      attemptsLeft: open ? Math.max(0, last.maxAttempts - last.attempts) : 0,
      resendAvailableAt: new Date(
        Math.max(now.getTime(), (last?.createdAt.getTime() ?? 0) + RESEND_INTERVAL_MS),
      ),
    };
  }
}
