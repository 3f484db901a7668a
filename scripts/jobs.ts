/**
 * `npm run jobs [-- failed [<queue>] | dead | retry <queue> <id> | redrive <dead-letter-queue>]`: the job queue
 * (decision 024) as operators see it: each queue's jobs by state and its schedule, jobs that failed for good,
 * jobs waiting in dead letter queues; a failed job is retried, a dead letter queue's jobs are sent back to the
 * queue they failed on.
 */
import { createBoss } from '../apps/server/src/platform/jobs/boss.ts';
import { jobReport } from '../apps/server/src/platform/jobs/job-report.ts';
import { printTable, runOpsCommand } from './support/ops-command.ts';

const USAGE =
  'usage: npm run jobs [-- failed [<queue>] | dead | retry <queue> <id> | redrive <dead-letter-queue>]';

await runOpsCommand(USAGE, async (database) => {
  const [action = 'queues', first, second, ...rest] = process.argv.slice(2);
  if (rest.length > 0) return false;
  const boss = createBoss(database, { work: false });
  await boss.start();
  try {
    if (action === 'queues' && !first) {
      const schedules = new Map(
        (await boss.getSchedules()).map((schedule) => [schedule.name, schedule.cron]),
      );
      const queues = await boss.getQueues(undefined, { limit: 1000 });
      printTable(
        queues.map((queue) => ({
          queue: queue.name,
          policy: queue.policy,
          schedule: schedules.get(queue.name) ?? '',
          ready: queue.readyCount,
          deferred: queue.deferredCount,
          active: queue.activeCount,
          failed: queue.failedCount,
          total: queue.totalCount,
          deadLetter: queue.deadLetter ?? '',
        })),
        'No queues yet: a node creates them when it starts.',
      );
      return true;
    }
    if (action === 'failed' && !second) {
      printTable(await jobReport.failed(database.db, first), 'No failed jobs.');
      return true;
    }
    if (action === 'dead' && !first) {
      printTable(await jobReport.deadLettered(database.db), 'No dead letters.');
      return true;
    }
    if (action === 'retry' && first && second) {
      await boss.retry(first, second);
      console.log(`Job ${second} of ${first} is queued again.`);
      return true;
    }
    if (action === 'redrive' && first && !second) {
      console.log(`${await boss.redrive(first)} jobs went back to the queues they failed on.`);
      return true;
    }
    return false;
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
});
