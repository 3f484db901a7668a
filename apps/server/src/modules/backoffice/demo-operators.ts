import { createHash } from 'node:crypto';
import { OPERATOR_ROLES } from '@casino/contracts/backoffice';
import type { Db } from '../../platform/db/database.ts';
import { PasswordHasher } from '../accounts/index.ts';
import { operators } from './backoffice.schema.ts';
import { toBase32 } from './totp.ts';
import type { TotpSecrets } from './totp-secrets.ts';

/** The demo operators' password (development only; the README lists it). */
export const DEMO_OPERATOR_PASSWORD = 'operator-demo-password';

/**
 * A demo operator's authenticator secret, derived from the login so the README can list it and
 * `npm run backoffice -- code <login>` can print the current code. Real operators get random secrets.
 */
export function demoTotpSecret(login: string): string {
  return toBase32(createHash('sha1').update(`demo-operator:${login}`).digest());
}

/** One operator per role, named after it (`admin`, `payments`, …), on a development site. */
export async function seedDemoOperators(db: Db, at: Date, secrets: TotpSecrets): Promise<void> {
  const passwordHash = await new PasswordHasher().hash(DEMO_OPERATOR_PASSWORD);
  await db
    .insert(operators)
    .values(
      OPERATOR_ROLES.map((role) => ({
        login: role,
        name: `Demo ${role}`,
        passwordHash,
        totpSecret: secrets.seal(demoTotpSecret(role)),
        roles: [role],
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing();
}
