import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PasswordHasher } from '../accounts/index.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { OperatorsRepository } from './operators.repository.ts';
import type { TotpSecrets } from './totp-secrets.ts';

/** What the operators' sign-in and the operators' accounts are both built on. */
export interface OperatorServiceDeps {
  db: Db;
  operators: OperatorsRepository;
  passwords: PasswordHasher;
  audit: AuditTrail;
  clock: Clock;
  /** How long a session may stay idle, in milliseconds. */
  idleMs: number;
  secrets: TotpSecrets;
}
