/**
 * `npm run backoffice -- create-operator <login> --role <role> [--role <role>…] [--name "<name>"]`: creates an
 * operator (the first admin at install, in production too) with a random password and a new authenticator secret,
 * printed once: the operator adds the secret to their authenticator app (or scans the otpauth address) and changes
 * nothing else. `npm run backoffice -- code <demo login>`: the current code of a demo operator (development only).
 */
import { OPERATOR_ROLES, type OperatorRole } from '@casino/contracts/backoffice';
import { PasswordHasher } from '../apps/server/src/modules/accounts/index.ts';
import { AuditTrail, actingAs } from '../apps/server/src/modules/audit/index.ts';
import { demoTotpSecret } from '../apps/server/src/modules/backoffice/demo-operators.ts';
import { OperatorAccountsService } from '../apps/server/src/modules/backoffice/operator-accounts.service.ts';
import { OperatorsRepository } from '../apps/server/src/modules/backoffice/operators.repository.ts';
import { totpCode, totpStep } from '../apps/server/src/modules/backoffice/totp.ts';
import { TotpSecrets } from '../apps/server/src/modules/backoffice/totp-secrets.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { runOpsCommand } from './support/ops-command.ts';

const USAGE = [
  'usage: npm run backoffice -- create-operator <login> --role <role> [--role <role>…] [--name "<name>"]',
  '       npm run backoffice -- code <demo operator login>      (development only)',
  `roles: ${OPERATOR_ROLES.join(', ')}`,
].join('\n');

type Command =
  | { action: 'create'; login: string; name: string; roles: OperatorRole[] }
  | { action: 'code'; login: string };

function isRole(value: string | undefined): value is OperatorRole {
  return OPERATOR_ROLES.some((role) => role === value);
}

/** The command the arguments ask for, or undefined for anything else. */
function parseArguments(args: string[]): Command | undefined {
  const [action, login, ...rest] = args;
  if (!login || !/^[a-z0-9._-]{3,64}$/i.test(login)) return undefined;
  if (action === 'code' && rest.length === 0) return { action, login };
  if (action !== 'create-operator') return undefined;
  const roles: OperatorRole[] = [];
  let name = login;
  for (let index = 0; index < rest.length; index += 2) {
    const [flag, value] = [rest[index], rest[index + 1]];
    if (flag === '--role' && isRole(value)) roles.push(value);
    else if (flag === '--name' && value?.trim()) name = value.trim();
    else return undefined;
  }
  return roles.length > 0 ? { action: 'create', login, name, roles: [...new Set(roles)] } : undefined;
}

const command = parseArguments(process.argv.slice(2));
if (command?.action === 'code') {
  if (loadConfig().isProduction || !isRole(command.login)) {
    console.error('Codes are printed only for the demo operators of a development site.');
    process.exit(1);
  }
  console.log(totpCode(demoTotpSecret(command.login), totpStep(new Date())));
} else {
  await runOpsCommand(USAGE, async (database) => {
    if (command?.action !== 'create') return false;
    const config = loadConfig();
    const accounts = new OperatorAccountsService({
      db: database.db,
      operators: new OperatorsRepository(database.db),
      passwords: new PasswordHasher(),
      audit: new AuditTrail({ db: database.db, clock: systemClock }),
      clock: systemClock,
      idleMs: config.backoffice.idleMs,
      secrets: new TotpSecrets(config.backoffice.secret),
    });
    const installer = { actor: { kind: 'system' as const, id: 'npm run backoffice' } };
    const created = await actingAs(installer, () => accounts.create(command));
    console.log(`Operator ${created.operator.login} (${created.operator.roles.join(', ')}) created.`);
    console.log(`Password:             ${created.password}`);
    console.log(`Authenticator secret: ${created.totpSecret}`);
    console.log(`Authenticator link:   ${created.otpauthUri}`);
    console.log('Each is shown once: hand them to the operator over a channel you trust.');
    return true;
  });
}
