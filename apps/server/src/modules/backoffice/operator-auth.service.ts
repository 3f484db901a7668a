import { randomBytes } from 'node:crypto';
import { type OperatorView, permissionsOf } from '@casino/contracts/backoffice';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PasswordHasher } from '../accounts/index.ts';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from '../accounts/index.ts';
import type { AuditTrail } from '../audit/index.ts';
import { backofficeErrors } from './backoffice.errors.ts';
import type { OperatorRow } from './backoffice.schema.ts';
import type { OperatorServiceDeps } from './operator-service-deps.ts';
import type { OperatorsRepository } from './operators.repository.ts';
import { matchTotp } from './totp.ts';
import type { TotpSecrets } from './totp-secrets.ts';

/** Failed logins in a row that lock an operator's account, and for how long. */
const FAILURES_TO_LOCK = 5;
const LOCK_MS = 15 * 60_000;
/** A session ends this long after it began, however busy. */
const SESSION_MAX_MS = 12 * 60 * 60_000;
/** How stale `last_seen_at` may get before a request writes it again: a click is not a write. */
const TOUCH_EVERY_MS = 30_000;

export interface OperatorSession {
  sessionId: number;
  operator: OperatorView;
  csrfToken: string;
  idleExpiresAt: Date;
}

export interface LoginAttempt {
  login: string;
  password: string;
  code: string;
  address: string;
  userAgent: string;
}

export function operatorView(row: OperatorRow): OperatorView {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    roles: row.roles,
    permissions: permissionsOf(row.roles),
  };
}

/**
 * Operators' sign-in: password and a one-time code, a lock after repeated failures, sessions that end when idle,
 * and the audit trail of each login, failed or not.
 */
export class OperatorAuthService {
  readonly #db: Db;
  readonly #operators: OperatorsRepository;
  readonly #passwords: PasswordHasher;
  readonly #audit: AuditTrail;
  readonly #clock: Clock;
  readonly #idleMs: number;
  readonly #secrets: TotpSecrets;

  constructor(deps: OperatorServiceDeps) {
    this.#secrets = deps.secrets;
    this.#db = deps.db;
    this.#operators = deps.operators;
    this.#passwords = deps.passwords;
    this.#audit = deps.audit;
    this.#clock = deps.clock;
    this.#idleMs = deps.idleMs;
  }

  /**
   * Signs an operator in. Every failure answers the same (which of login, password or code was wrong is not
   * told) and counts towards the lock; a code is good for one login only.
   */
  async login(attempt: LoginAttempt): Promise<{ token: string; session: OperatorSession }> {
    const now = this.#clock.now();
    const row = await this.#operators.byLogin(attempt.login);
    if (!row) {
      await this.#passwords.verifyNobody(attempt.password);
      throw backofficeErrors.loginFailed();
    }
    if (row.lockedUntil && row.lockedUntil > now) throw backofficeErrors.loginLocked(row.lockedUntil, now);
    const passwordRight = await this.#passwords.verify(attempt.password, row.passwordHash);
    const step = passwordRight ? matchTotp(this.#secrets.open(row.totpSecret), attempt.code, now) : null;
    const signedIn =
      row.status === 'active' && step !== null && (await this.#operators.spendTotpStep(row.id, step, now));
    if (!signedIn) await this.#refuse(row, attempt, now);
    const token = newSessionToken();
    const csrfToken = randomBytes(32).toString('base64url');
    const session = await this.#db.transaction(async (tx) => {
      const opened = await this.#operators.openSession(tx, {
        tokenHash: hashSessionToken(token),
        operatorId: row.id,
        csrfToken,
        address: attempt.address,
        userAgent: attempt.userAgent.slice(0, 512),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
      });
      await this.#audit.record(
        tx,
        { actor: { kind: 'operator', id: row.login } },
        {
          playerId: null,
          action: 'operator.login',
          after: { sessionId: opened.id, address: attempt.address },
        },
      );
      return opened;
    });
    return {
      token,
      session: {
        sessionId: session.id,
        operator: operatorView(row),
        csrfToken,
        idleExpiresAt: new Date(now.getTime() + this.#idleMs),
      },
    };
  }

  async #refuse(row: OperatorRow, attempt: LoginAttempt, now: Date): Promise<never> {
    const locked = await this.#operators.recordFailure(
      row.id,
      FAILURES_TO_LOCK,
      new Date(now.getTime() + LOCK_MS),
      now,
    );
    await this.#audit.record(
      this.#db,
      { actor: { kind: 'operator', id: row.login } },
      {
        playerId: null,
        action: locked ? 'operator.locked' : 'operator.login_failed',
        after: { address: attempt.address },
      },
    );
    throw locked ? backofficeErrors.loginLocked(locked, now) : backofficeErrors.loginFailed();
  }

  /** The live session a cookie's token names, its idle clock restarted; undefined when there is none. */
  async session(token: unknown): Promise<OperatorSession | undefined> {
    if (!looksLikeSessionToken(token)) return undefined;
    const now = this.#clock.now();
    const found = await this.#operators.liveSession(
      hashSessionToken(token),
      now,
      new Date(now.getTime() - this.#idleMs),
    );
    if (!found) return undefined;
    const { session, operator } = found;
    let seenAt = session.lastSeenAt;
    if (now.getTime() - seenAt.getTime() >= TOUCH_EVERY_MS) {
      await this.#operators.touchSession(session.id, now);
      seenAt = now;
    }
    return {
      sessionId: session.id,
      operator: operatorView(operator),
      csrfToken: session.csrfToken,
      idleExpiresAt: new Date(seenAt.getTime() + this.#idleMs),
    };
  }

  async logout(session: OperatorSession): Promise<void> {
    const at = this.#clock.now();
    await this.#operators.revokeSession(session.sessionId, at);
    await this.#audit.record(
      this.#db,
      { actor: { kind: 'operator', id: session.operator.login } },
      {
        playerId: null,
        action: 'operator.logout',
        after: { sessionId: session.sessionId },
      },
    );
  }
}
