import { randomBytes } from 'node:crypto';
import type { OperatorAccount, OperatorRole } from '@casino/contracts/backoffice';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { uniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PasswordHasher } from '../accounts/index.ts';
import { type AuditTrail, currentAuditContext } from '../audit/index.ts';
import type { OperatorRow } from './backoffice.schema.ts';
import type { OperatorServiceDeps } from './operator-service-deps.ts';
import type { OperatorSessionFacts, OperatorsRepository } from './operators.repository.ts';
import { newTotpSecret, otpauthUri } from './totp.ts';
import type { TotpSecrets } from './totp-secrets.ts';

/** What an authenticator app names the account it keeps codes for. */
const TOTP_ISSUER = 'Casino back office';
/** The unique index that keeps logins apart, whatever their case. */
const LOGIN_INDEX = 'operators_login';

export interface OperatorCredentials {
  operator: OperatorAccount;
  password: string;
  totpSecret: string;
  otpauthUri: string;
}

const accountErrors = {
  notFound: () => new AppError('not_found', 'No such operator'),
  loginTaken: () =>
    new AppError('operator_login_taken', 'Another operator has this login', { fields: { login: 'taken' } }),
  selfChange: () =>
    new AppError(
      'operator_self_change',
      'Ask another admin: you cannot disable yourself or drop your own admin rights',
    ),
};

function accountOf(row: OperatorRow, facts: OperatorSessionFacts): OperatorAccount {
  return {
    id: row.id,
    login: row.login,
    name: row.name,
    roles: row.roles,
    status: row.status,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    openSessions: facts.openSessions,
    lastLoginAt: facts.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Operators' accounts, kept by admins: creation (credentials shown once), roles, disabling, ending sessions and new
 * credentials. Every change ends the operator's sessions where it changes what they may do, and is written to the
 * audit trail under the acting admin.
 */
export class OperatorAccountsService {
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

  async list(): Promise<OperatorAccount[]> {
    const now = this.#clock.now();
    const rows = await this.#operators.listWithSessions(now, new Date(now.getTime() - this.#idleMs));
    return rows.map((row) => accountOf(row, row));
  }

  /**
   * Creates an operator with a new authenticator secret and a random password (tests may name one), both
   * returned this once.
   */
  async create(input: {
    login: string;
    name: string;
    roles: OperatorRole[];
    password?: string;
  }): Promise<OperatorCredentials> {
    const password = input.password ?? randomBytes(18).toString('base64url');
    const totpSecret = newTotpSecret();
    const passwordHash = await this.#passwords.hash(password);
    const at = this.#clock.now();
    try {
      const row = await this.#db.transaction(async (tx) => {
        const { login, name, roles } = input;
        const created = await this.#operators.create(
          tx,
          { login, name, roles, passwordHash, totpSecret: this.#secrets.seal(totpSecret) },
          at,
        );
        await this.#record(tx, created, 'operator.created', null, { roles: created.roles });
        return created;
      });
      return this.#credentials(row, password, totpSecret);
    } catch (error) {
      if (uniqueViolation(error) === LOGIN_INDEX) throw accountErrors.loginTaken();
      throw error;
    }
  }

  setStatus(
    actor: string,
    id: number,
    status: 'active' | 'disabled',
    reason: string,
  ): Promise<OperatorAccount> {
    return this.#change(id, reason, async (tx, row, at) => {
      if (row.login === actor && status === 'disabled') throw accountErrors.selfChange();
      if (status === 'disabled') await this.#operators.revokeAll(tx, id, at);
      return { row: await this.#operators.update(tx, id, { status }, at), action: `operator.${status}` };
    });
  }

  setRoles(actor: string, id: number, roles: OperatorRole[], reason: string): Promise<OperatorAccount> {
    return this.#change(id, reason, async (tx, row, at) => {
      if (row.login === actor && !roles.includes('admin')) throw accountErrors.selfChange();
      await this.#operators.revokeAll(tx, id, at);
      return { row: await this.#operators.update(tx, id, { roles }, at), action: 'operator.roles_changed' };
    });
  }

  revokeSessions(id: number, reason: string): Promise<OperatorAccount> {
    return this.#change(id, reason, async (tx, row, at) => {
      await this.#operators.revokeAll(tx, id, at);
      return { row, action: 'operator.sessions_revoked' };
    });
  }

  /** A new password and authenticator secret (the old ones stop working at once), returned this once. */
  async resetCredentials(id: number, reason: string): Promise<OperatorCredentials> {
    const password = randomBytes(18).toString('base64url');
    const totpSecret = newTotpSecret();
    const passwordHash = await this.#passwords.hash(password);
    let changed: OperatorRow | undefined;
    await this.#change(id, reason, async (tx, _row, at) => {
      await this.#operators.revokeAll(tx, id, at);
      changed = await this.#operators.update(
        tx,
        id,
        { passwordHash, totpSecret: this.#secrets.seal(totpSecret), lastTotpStep: null },
        at,
      );
      return { row: changed, action: 'operator.credentials_reset' };
    });
    if (!changed) throw new Error('credentials reset without a row');
    return this.#credentials(changed, password, totpSecret);
  }

  /** One change of an operator's row under its lock, audited with before and after, answered as the list shows it. */
  async #change(
    id: number,
    reason: string,
    work: (tx: Db, row: OperatorRow, at: Date) => Promise<{ row: OperatorRow; action: string }>,
  ): Promise<OperatorAccount> {
    const at = this.#clock.now();
    await this.#db.transaction(async (tx) => {
      const before = await this.#operators.lock(tx, id);
      if (!before) throw accountErrors.notFound();
      const { row, action } = await work(tx, before, at);
      await this.#record(tx, row, action, reason, {
        before: { status: before.status, roles: before.roles },
        after: { status: row.status, roles: row.roles },
      });
    });
    const account = (await this.list()).find((candidate) => candidate.id === id);
    if (!account) throw accountErrors.notFound();
    return account;
  }

  async #record(
    tx: Db,
    row: OperatorRow,
    action: string,
    reason: string | null,
    facts: object,
  ): Promise<void> {
    await this.#audit.record(tx, await currentAuditContext(), {
      playerId: null,
      action,
      after: { operator: row.login, ...facts },
      reason,
    });
  }

  async #credentials(row: OperatorRow, password: string, totpSecret: string): Promise<OperatorCredentials> {
    const account = (await this.list()).find((candidate) => candidate.id === row.id);
    if (!account) throw accountErrors.notFound();
    return {
      operator: account,
      password,
      totpSecret,
      otpauthUri: otpauthUri(TOTP_ISSUER, row.login, totpSecret),
    };
  }
}
