/**
 * `npm run player-status -- <player id | login | e-mail> <duplicate | youngster | undesirable | unconfirmed | clear>
 * [--confirmed]`: sets the status an operator's review gives an account (spec section 4, player message statuses)
 * on the database `npm start` uses (DATABASE_URL, or the PGlite folder under DATA_DIR; stop the server first when
 * it is PGlite, which one process at a time may open). The player's pages hear of it in the `player` message once
 * the server relays the change. Development only: operators get a back office for this.
 */
import { ACCOUNT_REVIEW_STATUSES, type AccountReview } from '@casino/contracts';
import { PlayersRepository } from '../apps/server/src/modules/accounts/players/players.repository.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { findPlayer } from './support/find-player.ts';
import { runOperatorCommand } from './support/operator-command.ts';

const USAGE = `usage: npm run player-status -- <player id | login | e-mail> <${[...ACCOUNT_REVIEW_STATUSES, 'clear'].join(' | ')}> [--confirmed]`;

/**
 * The player and the review the arguments ask for; exits with the usage on anything else. `clear` takes the status
 * away, and its confirmation with it, so `clear --confirmed` is refused.
 */
function parseArguments(args: string[]): { who: string; review: AccountReview } {
  const [who, status, flag, ...rest] = args;
  const confirmed = flag === '--confirmed';
  if (who && (flag === undefined || confirmed) && rest.length === 0) {
    if (status === 'clear' && !confirmed) return { who, review: { status: null, statusConfirmed: false } };
    const known = ACCOUNT_REVIEW_STATUSES.find((candidate) => candidate === status);
    if (known) return { who, review: { status: known, statusConfirmed: confirmed } };
  }
  console.error(USAGE);
  process.exit(2);
}

const { who, review } = parseArguments(process.argv.slice(2));
await runOperatorCommand('player-status', async ({ config, database }) => {
  // Scoped to this process's brand, the one the player is found in, so the change is made in the player's brand.
  const players = new PlayersRepository(database.db, config.brand);
  const player = await findPlayer(players, who);
  // The repository announces the change (PlayerUpdated), which reaches the player's pages as the `player` message.
  const updated =
    player &&
    (await players.update(
      player.id,
      { reviewStatus: review.status, reviewStatusConfirmed: review.statusConfirmed },
      systemClock.now(),
    ));
  if (!updated) {
    console.error(`No player ${who} in brand ${config.brand}.`);
    process.exitCode = 1;
    return;
  }
  const status = updated.reviewStatus
    ? `${updated.reviewStatus}, ${updated.reviewStatusConfirmed ? 'confirmed' : 'not confirmed'}`
    : 'none';
  console.log(`Player ${updated.id} (${updated.login}) has the review status ${status}.`);
});
