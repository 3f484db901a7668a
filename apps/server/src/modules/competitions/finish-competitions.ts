import { domainEvent, type Prize } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { StageCloser } from './close-stages.ts';
import { isStaged } from './competition-stages.ts';
import type { CompetitionsRepository } from './competitions.repository.ts';
import type { CompetitionRow } from './competitions.schema.ts';
import type { Leaderboard } from './leaderboard.ts';
import type { CompetitionPayout } from './prize-payout.ts';
import { prizeFor } from './prize-tables.ts';
import type { AwardDraft, StagesRepository } from './stages.repository.ts';

/**
 * How long after its end a competition waits before it closes: a stake made just before the end is still in a
 * transaction, or on its way through the event stream, for far less than this.
 */
export const CLOSE_GRACE_MS = 30_000;
interface Deps {
  db: Db;
  clock: Clock;
  repository: CompetitionsRepository;
  stages: StagesRepository;
  stageCloser: Pick<StageCloser, 'closeThrough'>;
  payout: Pick<CompetitionPayout, 'payPlaces' | 'payAwards'>;
  board: Leaderboard;
  /** Whether the competitions' reader has counted everything up to a moment (the relay's word). */
  handledUntil: (until: Date) => Promise<boolean>;
}

/**
 * Closes competitions (decision 034): once past the end and the grace, and once every stake up to the end has been
 * counted, closes the stages left (decision 035), freezes the board into final places (with each place's prize) and
 * the prizes by the best round's multiplier and the jackpot, then pays them all through the payout (each exactly
 * once: a crash mid-payout resumes where it stopped), and then marks it finished.
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
    const { db, clock, repository, payout } = this.#deps;
    if (competition.lifecycle === 'scheduled') {
      if (!(await this.#deps.handledUntil(competition.endsAt))) return false;
      const { stageCloser } = this.#deps;
      if (isStaged(competition) && !(await stageCloser.closeThrough(competition, competition.stages))) {
        return false;
      }
      await db.transaction(async (tx) => {
        const locked = await repository.lock(tx, competition.id);
        if (locked?.lifecycle !== 'scheduled' || locked.stagesClosed < locked.stages - 1) return;
        await repository.freeze(tx, competition.id, (place) => prizeFor(locked.prizes, place));
        await this.#deps.stages.addAwards(tx, await this.#multiplierAwards(tx, locked));
        await repository.setLifecycle(tx, competition.id, 'finishing', clock.now());
      });
    }
    await payout.payPlaces(competition);
    await payout.payAwards(competition);
    const finished = await db.transaction(async (tx) => {
      const locked = await repository.lock(tx, competition.id);
      if (locked?.lifecycle !== 'finishing') return false;
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
      return true;
    });
    if (!finished) return false;
    await this.#deps.board.drop(competition.id);
    return true;
  }

  /**
   * The prizes of the board by the best round's multiplier: its places' additional prizes, and the jackpot to the
   * best round when it reached the jackpot's multiplier (ties: the earlier reach).
   */
  async #multiplierAwards(tx: Db, competition: CompetitionRow): Promise<AwardDraft[]> {
    const { additionalPrizes, jackpot } = competition;
    const places = Math.max(additionalPrizes.at(-1)?.toPlace ?? 0, jackpot ? 1 : 0);
    if (places === 0) return [];
    const board = await this.#deps.repository.boardByMultiplier(tx, competition.id, 0, places);
    const award = (entry: (typeof board)[number], place: number, prize: Prize) => ({
      competitionId: competition.id,
      stage: 0,
      place,
      playerId: entry.playerId,
      displayName: entry.displayName,
      points: entry.bestMultiplier,
      prize,
    });
    const awards: AwardDraft[] = [];
    for (const [index, entry] of board.entries()) {
      const prize = prizeFor(additionalPrizes, index + 1);
      if (prize) awards.push({ ...award(entry, index + 1, prize), award: 'multiplier' });
    }
    const best = board[0];
    if (jackpot && best && best.bestMultiplier >= jackpot.multiplier) {
      awards.push({ ...award(best, 1, jackpot.prize), award: 'jackpot' });
    }
    return awards;
  }
}
