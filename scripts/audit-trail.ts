/**
 * `npm run audit-trail -- <player id | login | e-mail>`: prints a player's audit trail, newest first, from the database
 * `npm start` uses (DATABASE_URL, or the PGlite folder under DATA_DIR; stop the server first when it is PGlite).
 * Development only: operators get a back office for this.
 */

import { PlayersRepository } from '../apps/server/src/modules/accounts/players/players.repository.ts';
import { AuditTrail } from '../apps/server/src/modules/audit/audit-trail.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { findPlayer } from './support/find-player.ts';
import { runOperatorCommand } from './support/operator-command.ts';

const [who, ...rest] = process.argv.slice(2);
if (!who || rest.length > 0) {
  console.error('usage: npm run audit-trail -- <player id | login | e-mail>');
  process.exit(2);
}
await runOperatorCommand('audit-trail', async ({ config, database }) => {
  const players = new PlayersRepository(database.db, config.brand);
  const player = await findPlayer(players, who);
  if (!player) {
    console.error(`No player ${who} in brand ${config.brand}.`);
    process.exitCode = 1;
    return;
  }
  const events = await new AuditTrail({ db: database.db, clock: systemClock }).forPlayer(player.id);
  console.log(`Audit trail of player ${player.id} (${player.login}): ${events.length} events, newest first.`);
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
});
