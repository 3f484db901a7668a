import {
  type CompetitionAward,
  type Currency,
  domainEvent,
  type LocalizedText,
  type Prize,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { Rewards } from '../rewards/index.ts';
import { convertBack } from './competition-rules.ts';
import type { CompetitionsRepository } from './competitions.repository.ts';
import type { CompetitionRow } from './competitions.schema.ts';
import type { StagesRepository } from './stages.repository.ts';

/** Prizes granted per transaction: a crash loses at most one batch's work, which the next run does again. */
const AWARD_BATCH = 50;

/** One prize to grant: who, for what, and the key it is granted once by. */
interface Grant {
  playerId: number;
  award: CompetitionAward;
  /** The stage of a stage's prize (0: none). */
  stage: number;
  place: number;
  points: number;
  prize: Prize;
}

interface Deps {
  db: Db;
  clock: Clock;
  repository: CompetitionsRepository;
  stages: StagesRepository;
  rewards: Pick<Rewards, 'grant' | 'titleOf'>;
  players: Pick<PlayerDirectory, 'findById'>;
}

/**
 * Pays a competition's prizes (decisions 034 and 035) through the rewards module, each exactly once: the main
 * table's places (`competition_results`) and the others (`competition_awards`: stages' prizes, the best
 * multipliers', the jackpot), a batch per transaction, each marked granted in the transaction that grants it. A crash
 * mid-payout resumes where it stopped; the rewards module would refuse a second grant of one key anyway.
 */
export class CompetitionPayout {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Grants the main table's prizes not granted yet. */
  async payPlaces(competition: CompetitionRow): Promise<void> {
    const { db, repository, clock } = this.#deps;
    for (;;) {
      const batch = await repository.unawarded(db, competition.id, AWARD_BATCH);
      if (batch.length === 0) return;
      await this.#grantAll(
        competition,
        batch,
        (result) => ({ ...result, award: 'place', stage: 0, prize: result.prize as Prize }),
        (tx, result) => repository.markAwarded(tx, competition.id, result.place, clock.now()),
      );
    }
  }

  /** Grants the prizes beside the main table not granted yet. */
  async payAwards(competition: CompetitionRow): Promise<void> {
    const { db, stages, clock } = this.#deps;
    for (;;) {
      const batch = await stages.unawarded(db, competition.id, AWARD_BATCH);
      if (batch.length === 0) return;
      await this.#grantAll(
        competition,
        batch,
        (award) => award,
        (tx, award) => stages.markAwarded(tx, award, clock.now()),
      );
    }
  }

  async #grantAll<Row>(
    competition: CompetitionRow,
    rows: readonly Row[],
    grantOf: (row: Row) => Grant,
    markGranted: (tx: Db, row: Row) => Promise<boolean>,
  ): Promise<void> {
    // Read before the transaction: the embedded database's one connection is the transaction's while it runs.
    const paid = await Promise.all(
      rows.map(async (row) => {
        const grant = grantOf(row);
        const prize = await this.#inPlayerCurrency(competition, grant);
        return { row, grant: { ...grant, prize }, title: await this.#deps.rewards.titleOf(prize) };
      }),
    );
    await this.#deps.db.transaction(async (tx) => {
      // Marked first: of two nodes paying at once, the one that waited on the row finds it granted.
      for (const { row, grant, title } of paid) {
        if (await markGranted(tx, row)) await this.#grant(tx, competition, grant, title);
      }
    });
  }

  async #grant(tx: Db, competition: CompetitionRow, grant: Grant, title: LocalizedText): Promise<void> {
    const { repository, rewards } = this.#deps;
    const { playerId, award, stage, place, points, prize } = grant;
    await rewards.grant(tx, {
      source: 'competition',
      // The main table's places keep the key they were always granted by.
      sourceRef:
        award === 'place' ? `${competition.id}:${place}` : `${competition.id}:${award}:${stage}:${place}`,
      sourceTitle: competition.title,
      playerId,
      prize,
    });
    await appendOutboxEvents(tx, [
      domainEvent('CompetitionPrizeAwarded', playerId, {
        competitionId: competition.id,
        slug: competition.slug,
        kind: competition.kind,
        title: competition.title,
        position: place,
        points,
        award,
        stage: stage === 0 ? null : stage,
        stages: competition.stages,
        notify: !(await repository.optedOut(tx, [playerId])).has(playerId),
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
  async #inPlayerCurrency(competition: CompetitionRow, grant: Grant): Promise<Prize> {
    const { prize } = grant;
    if (prize.type !== 'money' || prize.currency !== competition.currency) return prize;
    const player = await this.#deps.players.findById(grant.playerId);
    const currency = (player?.currency ?? prize.currency) as Currency;
    if (currency === prize.currency) return prize;
    return { type: 'money', currency, amount: convertBack(prize.amount, currency, competition) };
  }
}
