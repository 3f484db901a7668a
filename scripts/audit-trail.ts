/**
 * `npm run audit-trail -- <player id | login | e-mail>`: prints a player's audit trail, newest first, from the database
 * `npm start` uses (DATABASE_URL, or the PGlite folder under DATA_DIR; stop the server first when it is PGlite).
 * Development only: operators get a back office for this.
 */
import path from 'node:path';
import { AuditTrail } from '../apps/server/src/modules/audit/audit-trail.ts';
import { PlayersRepository } from '../apps/server/src/modules/players/players.repository.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';

const [who, ...rest] = process.argv.slice(2);
if (!who || rest.length > 0) {
  console.error('usage: npm run audit-trail -- <player id | login | e-mail>');
  process.exit(2);
}
const config = loadConfig();
if (config.isProduction) {
  console.error('npm run audit-trail is a development command; it does not run with NODE_ENV=production');
  process.exit(1);
}
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
);
try {
  await database.migrate();
  const players = new PlayersRepository(database.db, config.brand);
  const player = /^[0-9]+$/.test(who)
    ? await players.findById(Number(who))
    : ((await players.findBy('login', who)) ?? (await players.findBy('email', who.toLowerCase())));
  if (!player) {
    console.error(`No player ${who} in brand ${config.brand}.`);
    process.exitCode = 1;
  } else {
    const events = await new AuditTrail({ db: database.db, clock: systemClock }).forPlayer(player.id);
    console.log(
      `Audit trail of player ${player.id} (${player.login}): ${events.length} events, newest first.`,
    );
    for (const event of events) {
      const actor = `${event.actorKind}${event.actorId ? `:${event.actorId}` : ''}`;
      console.log(
        [
          event.occurredAt.toISOString(),
          event.action,
          `by ${actor}`,
          event.requestId ? `request ${event.requestId}` : '',
          event.reason ? `reason: ${event.reason}` : '',
        ]
          .filter(Boolean)
          .join('  '),
      );
      if (event.before !== null) console.log(`    before ${JSON.stringify(event.before)}`);
      if (event.after !== null) console.log(`    after  ${JSON.stringify(event.after)}`);
    }
  }
} finally {
  await database.close();
}
