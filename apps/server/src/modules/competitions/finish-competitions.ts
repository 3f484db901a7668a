import { type Currency, domainEvent, type LocalizedText, type Prize } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { Rewards } from '../rewards/index.ts';
import { convertBack } from './competition-rules.ts';
import { prizeFor } from './competition-view.ts';
import type { CompetitionsRepository, ResultRow } from './competitions.repository.ts';
import type { CompetitionRow } from './competitions.schema.ts';
import type { Leaderboard } from './leaderboard.ts';

/**
 * How long after its end a competition waits before it closes: a stake made just before the end is still in a
 * transaction, or on its way through the event stream, for far less than this.
 */
export const CLOSE_GRACE_MS = 30_000;
/** Prizes granted per transaction: a crash loses at most one batch's work, which the next run does again. */
const AWARD_BATCH = 50;

interface Award {
  result: ResultRow;
  prize: Prize;
  title: LocalizedText;
}

interface Deps {
  db: Db;
  clock: Clock;
  repository: CompetitionsRepository;
  rewards: Pick<Rewards, 'grant' | 'titleOf'>;
  players: Pick<PlayerDirectory, 'findById'>;
  board: Leaderboard;
  /** Whether the competitions' reader has counted everything up to a moment (the relay's word). */
  handledUntil: (until: Date) => Promise<boolean>;
}

/**
 * Closes competitions (decision 034): once past the end and the grace, and once every stake up to the end has been
 * counted, freezes the board into final places (with each place's prize), then grants the prizes a batch at a time
 * through the rewards module, each exactly once (per competition and place: a crash mid-payout resumes where it
 * stopped, and a place granted before is granted nothing more), and then marks it finished.
 */
export class CompetitionFinisher {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Closes every competition that is due; answers how many finished. */
  async run(): Promise<number> {
    const { db, clock, repository } = this.#deps;
    const due = await repository.due(db, new Date(clock.now().getTime() - CLOSE_GRACE_MS));
    let finished = 0;
    for (const competition of due) {
      if (await this.finish(competition)) finished += 1;
    }
    return finished;
  }

  /** Takes one competition as far as it can go now; answers whether it finished. */
  async finish(competition: CompetitionRow): Promise<boolean> {
    const { db, clock, repository } = this.#deps;
    if (competition.lifecycle === 'scheduled') {
      if (!(await this.#deps.handledUntil(competition.endsAt))) return false;
      await db.transaction(async (tx) => {
        const locked = await repository.lock(tx, competition.id);
        if (locked?.lifecycle !== 'scheduled') return;
        await repository.freeze(tx, competition.id, (place) => prizeFor(locked.prizes, place));
        await repository.setLifecycle(tx, competition.id, 'finishing', clock.now());
      });
    }
    for (;;) {
      const batch = await repository.unawarded(db, competition.id, AWARD_BATCH);
      if (batch.length === 0) break;
      // Read before the transaction: the embedded database's one connection is the transaction's while it runs.
      const awards = await Promise.all(batch.map((result) => this.#awardOf(competition, result)));
      await db.transaction(async (tx) => {
        for (const award of awards) await this.#award(tx, competition, award);
      });
    }
    await db.transaction(async (tx) => {
      const locked = await repository.lock(tx, competition.id);
      if (locked?.lifecycle !== 'finishing') return;
      await repository.setLifecycle(tx, competition.id, 'finished', clock.now());
      await repository.insertNextEdition(tx, locked, clock.now());
      await appendOutboxEvents(tx, [
        domainEvent('CompetitionFinished', null, {
          competitionId: competition.id,
          slug: competition.slug,
          kind: competition.kind,
          title: competition.title,
        }),
      ]);
    });
    await this.#deps.board.drop(competition.id);
    return true;
  }

  /** A place's prize as the winner is paid it (money in their currency) and its name. */
  async #awardOf(competition: CompetitionRow, result: ResultRow): Promise<Award> {
    const prize = await this.#inPlayerCurrency(competition, result);
    return { result, prize, title: await this.#deps.rewards.titleOf(prize) };
  }

  async #award(tx: Db, competition: CompetitionRow, { result, prize, title }: Award): Promise<void> {
    const { repository, rewards, clock } = this.#deps;
    await rewards.grant(tx, {
      source: 'competition',
      sourceRef: `${competition.id}:${result.place}`,
      sourceTitle: competition.title,
      playerId: result.playerId,
      prize,
    });
    await repository.markAwarded(tx, competition.id, result.place, clock.now());
    await appendOutboxEvents(tx, [
      domainEvent('CompetitionPrizeAwarded', result.playerId, {
        competitionId: competition.id,
        slug: competition.slug,
        kind: competition.kind,
        title: competition.title,
        position: result.place,
        points: result.points,
        notify: !(await repository.optedOut(tx, [result.playerId])).has(result.playerId),
        prize: {
          type: prize.type,
          amount: prize.type === 'money' ? prize.amount : null,
          currency: prize.type === 'money' ? prize.currency : null,
          title,
        },
      }),
    ]);
  }

  /** A money prize is paid in the winner's currency, by the competition's own table. */
  async #inPlayerCurrency(competition: CompetitionRow, result: ResultRow): Promise<Prize> {
    const prize = result.prize as Prize;
    if (prize.type !== 'money') return prize;
    const player = await this.#deps.players.findById(result.playerId);
    const currency = (player?.currency ?? prize.currency) as Currency;
    if (currency === prize.currency) return prize;
    const inCompetition = prize.currency === competition.currency ? prize.amount : null;
    if (inCompetition === null) return prize;
    return { type: 'money', currency, amount: convertBack(inCompetition, currency, competition) };
  }
}
