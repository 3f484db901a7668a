/**
 * `npm run withdrawals -- list | approve <id> | pay <id> | reject <id> --reason "<reason>"`: reviews withdrawals on
 * the database `npm start` uses (DATABASE_URL, or the PGlite folder under DATA_DIR; stop the server first when it
 * is PGlite, which one process at a time may open), until a back office exists. Payouts go through the payment
 * provider: the command builds the app in-process and reaches the sandbox provider through it, so paying works
 * whether the server runs or not. Development only.
 */
import { userInfo } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { actingAs } from '../apps/server/src/modules/audit/audit-context.ts';
import { createWithdrawalReview } from '../apps/server/src/modules/cash/create-cash-services.ts';
import type { WithdrawalReviewService } from '../apps/server/src/modules/cash/withdrawal-review.service.ts';
import { WalletService } from '../apps/server/src/modules/wallet/wallet.service.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { AppError } from '../apps/server/src/platform/http/app-error.ts';
import { injectFetch } from '../apps/server/test/support/inject-fetch.ts';

const USAGE =
  'usage: npm run withdrawals -- list | approve <id> | pay <id> | reject <id> --reason "<reason>"';

type Command =
  | { action: 'list' }
  | { action: 'approve' | 'pay'; id: string }
  | { action: 'reject'; id: string; reason: string };

/** The command the arguments ask for; exits with the usage on anything else. */
function parseArguments(args: string[]): Command {
  const [action, id, flag, reason] = args;
  if (action === 'list' && args.length === 1) return { action };
  if ((action === 'approve' || action === 'pay') && id && args.length === 2) return { action, id };
  if (action === 'reject' && id && flag === '--reason' && reason?.trim() && args.length === 4) {
    return { action, id, reason: reason.trim() };
  }
  console.error(USAGE);
  process.exit(2);
}

async function run(review: WithdrawalReviewService, command: Command): Promise<void> {
  if (command.action === 'list') {
    const queue = await review.queue();
    if (queue.length === 0) console.log('No withdrawals wait for a decision or a payout.');
    for (const row of queue) {
      const payout = row.payoutStartedAt ? `  payout sent ${row.payoutStartedAt.toISOString()}` : '';
      console.log(
        `${row.id}  ${row.createdAt.toISOString()}  ${row.status}  player ${row.playerId}  ` +
          `${row.amount} ${row.currency} (minor units)  ${row.destinationLabel}${payout}`,
      );
    }
    return;
  }
  const row =
    command.action === 'reject'
      ? await review.reject(command.id, command.reason)
      : await review[command.action](command.id);
  console.log(`Withdrawal ${row.id} is now ${row.status}.`);
}

const config = loadConfig();
if (config.isProduction) {
  console.error('npm run withdrawals is a development command; it does not run with NODE_ENV=production');
  process.exit(1);
}
const command = parseArguments(process.argv.slice(2));
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
);
let app: FastifyInstance | undefined;
try {
  await database.migrate();
  const fetch = injectFetch(() => {
    if (!app) throw new Error('the app is not built yet');
    return app;
  });
  app = await buildApp({ config, database, logger: false, startJobs: false, fetch });
  const db = database.db;
  const review = createWithdrawalReview({
    db,
    config,
    clock: systemClock,
    log: app.log,
    wallet: new WalletService({ db, clock: systemClock }),
    fetch,
  });
  // Decisions are the operator's, recorded under their name in the audit trail.
  await actingAs({ actor: { kind: 'operator', id: userInfo().username } }, () => run(review, command));
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(`${error.code}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await app?.close();
  await database.close();
}
