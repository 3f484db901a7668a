/**
 * `npm run withdrawals -- list | approve <id> | pay <id> | reject <id> --reason "<reason>"`: reviews withdrawals on
 * the database `npm start` uses (DATABASE_URL, or the PGlite folder under DATA_DIR; stop the server first when it
 * is PGlite, which one process at a time may open), until a back office exists. Payouts go through the payment
 * provider: the command builds the app in-process and reaches the sandbox provider through it, so paying works
 * whether the server runs or not. Development only.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { createWithdrawalReview } from '../apps/server/src/modules/cash/create-cash-services.ts';
import type { WithdrawalReviewService } from '../apps/server/src/modules/cash/withdrawal-review.service.ts';
import { WalletService } from '../apps/server/src/modules/wallet/wallet.service.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { injectFetch } from '../apps/server/test/support/inject-fetch.ts';
import { runOperatorCommand } from './support/operator-command.ts';

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

const command = parseArguments(process.argv.slice(2));
await runOperatorCommand('withdrawals', async ({ config, database }) => {
  let app: FastifyInstance | undefined;
  try {
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
    await run(review, command);
  } finally {
    await app?.close();
  }
});
