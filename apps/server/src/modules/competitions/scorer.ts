import type { Db } from '../../platform/db/database.ts';
import type { AfterCommit, OutboxSubscriber, RelayedEvent } from '../../platform/events/relay.ts';
import type { RelayedEventOf } from '../../platform/events/relayed-event.ts';
import {
  betPoints,
  convert,
  multiplierOf,
  roundPoints,
  type StakeFacts,
  stakeAlert,
} from './competition-rules.ts';
import type { CompetitionsRepository } from './competitions.repository.ts';
import type { CompetitionEntryRow, CompetitionRow } from './competitions.schema.ts';
import type { Entrants } from './entrants.ts';
import type { ScheduledCompetitions } from './scheduled-competitions.ts';
import { type Changes, noChanges, type ScorePushes } from './score-pushes.ts';

/** A round this many times its stake or more is told to everyone in the competition (`playerWin`), in hundredths. */
const PLAYER_WIN_MULTIPLIER = 10_00;

type StakeEvent = RelayedEventOf<'BetPlaced' | 'BetRolledBack'>;
type RoundEvent = RelayedEventOf<'RoundSettled'>;
type SportEvent = RelayedEventOf<'SportBetAccepted' | 'SportBetSettled'>;

/** What a sports bet scores now, by the competition's mode and the bet's decision so far. */
function sportPoints(competition: CompetitionRow, event: SportEvent, stake: StakeFacts): number {
  if (event.type === 'SportBetAccepted') return betPoints(competition, stake);
  const { outcome, payout, odds } = event.payload;
  if (convert(stake.amount, stake.currency, competition) < competition.minBet) return 0;
  if (competition.mode === 'wins') {
    return outcome === 'won' || outcome === 'cashed_out' ? convert(payout, stake.currency, competition) : 0;
  }
  return outcome === 'won' ? odds : 0;
}

function when(event: StakeEvent | RoundEvent): Date {
  return event.payload.occurredAt ? new Date(event.payload.occurredAt) : event.createdAt;
}

function running(competition: CompetitionRow, at: Date): boolean {
  return competition.startsAt <= at && at < competition.endsAt;
}

/**
 * The competitions' reader of the outbox (`competitions`, decision 034): stakes and rounds of the games a running
 * competition counts score for the players in it, by its mode; a rolled-back stake takes back what it scored. Its
 * database work commits with its position (each event counted once, in the stream's order); the boards' copies and
 * the pushes follow after the commit.
 */
export class CompetitionScorer {
  readonly #repository: CompetitionsRepository;
  readonly #scheduled: ScheduledCompetitions;
  readonly #entrants: Entrants;
  readonly #pushes: Pick<ScorePushes, 'tell'>;

  constructor(deps: {
    repository: CompetitionsRepository;
    scheduled: ScheduledCompetitions;
    entrants: Entrants;
    pushes: Pick<ScorePushes, 'tell'>;
  }) {
    this.#repository = deps.repository;
    this.#scheduled = deps.scheduled;
    this.#entrants = deps.entrants;
    this.#pushes = deps.pushes;
  }

  get subscriber(): OutboxSubscriber {
    return {
      name: 'competitions',
      handle: (event, tx, afterCommit) => this.handle(event, tx, afterCommit),
    };
  }

  async handle(event: RelayedEvent, tx: Db, afterCommit: AfterCommit): Promise<void> {
    const changes = noChanges();
    switch (event.type) {
      case 'BetPlaced':
        await this.#staked(tx, event, changes);
        break;
      case 'BetRolledBack':
        await this.#rolledBack(tx, event, changes);
        break;
      case 'RoundSettled':
        await this.#settled(tx, event, changes);
        break;
      case 'FreeRoundPlayed':
        await this.#freeRound(tx, event, changes);
        break;
      case 'SportBetAccepted':
      case 'SportBetSettled':
        await this.#sportBet(tx, event, changes);
        break;
      default:
        return;
    }
    if (event.playerId === null) return;
    const playerId = event.playerId;
    if (changes.entries.size > 0 || changes.alerts.length > 0 || changes.wins.length > 0) {
      afterCommit(() => this.#pushes.tell(playerId, changes));
    }
  }

  async #staked(tx: Db, event: RelayedEventOf<'BetPlaced'>, changes: Changes): Promise<void> {
    const { payload } = event;
    const at = when(event);
    const candidates = (await this.#scheduled.counting(tx, payload.gameSlug, payload.currency)).filter(
      (row) => running(row, at),
    );
    if (candidates.length === 0) return;
    const entries = await this.#entrants.entriesFor(tx, event.playerId, candidates, at);
    const stake = { amount: payload.amount, bonus: payload.bonus, currency: payload.currency };
    const money = {
      playerId: event.playerId,
      stake: payload.amount,
      bonusStake: payload.bonus,
      at,
    };
    // Competitions without attempts take the stake together, in one statement per mode.
    const betScores: { competitionId: number; points: number }[] = [];
    const roundIds: number[] = [];
    for (const { competition, entry } of entries) {
      const alert = stakeAlert(competition, stake);
      if (alert) changes.alerts.push({ competition, alert });
      const points = competition.mode === 'bets' ? betPoints(competition, stake) : 0;
      if (competition.attemptRounds === null) {
        if (competition.mode !== 'bets') roundIds.push(competition.id);
        else if (points > 0) betScores.push({ competitionId: competition.id, points });
        continue;
      }
      await this.#stakedInAttempt(tx, event, competition, entry, points, changes);
    }
    const scored = await this.#repository.scoreStake(tx, { ...money, source: betSource(payload) }, betScores);
    for (const entry of scored) {
      const competition = candidates.find((row) => row.id === entry.competitionId);
      const points = betScores.find((row) => row.competitionId === entry.competitionId)?.points ?? 0;
      if (competition) this.#changed(changes, competition, entry, points);
    }
    await this.#repository.addStakeToRounds(
      tx,
      { ...money, betSource: betSource(payload), roundSource: roundSource(payload) },
      roundIds,
    );
  }

  /** A stake in a race with outplay attempts: it counts in the player's current attempt while it is being played. */
  async #stakedInAttempt(
    tx: Db,
    event: RelayedEventOf<'BetPlaced'>,
    competition: CompetitionRow,
    entry: CompetitionEntryRow,
    points: number,
    changes: Changes,
  ): Promise<void> {
    const { payload } = event;
    const at = when(event);
    const row = {
      competitionId: competition.id,
      playerId: event.playerId,
      attempt: entry.attempt,
      stake: payload.amount,
      bonusStake: payload.bonus,
      occurredAt: at,
    };
    if (competition.mode !== 'bets') {
      // The bet is kept too, so a stake handed over again adds nothing and its refund finds what it added.
      const fresh = await this.#repository.addScore(tx, {
        ...row,
        source: betSource(payload),
        points: 0,
        status: 'open',
      });
      if (fresh) {
        await this.#repository.addRoundStake(tx, {
          ...row,
          source: roundSource(payload),
          points: 0,
          status: 'open',
        });
      }
      return;
    }
    if (points === 0 || !(await this.#attemptOpen(tx, competition, entry))) return;
    const fresh = await this.#repository.addScore(tx, {
      ...row,
      source: betSource(payload),
      points,
      status: 'scored',
    });
    if (!fresh) return;
    const updated = await this.#repository.addPoints(tx, competition, entry, {
      delta: points,
      rounds: 1,
      multiplier: 0,
      at,
    });
    this.#changed(changes, competition, updated, points);
  }

  async #rolledBack(tx: Db, event: RelayedEventOf<'BetRolledBack'>, changes: Changes): Promise<void> {
    const { payload } = event;
    const candidates = await this.#scheduled.counting(tx, payload.gameSlug, payload.currency);
    const byId = new Map(candidates.map((row) => [row.id, row]));
    const bets = await this.#repository.scoresOf(tx, betSource(payload), [...byId.keys()]);
    for (const score of bets) {
      const competition = byId.get(score.competitionId);
      if (!competition || score.status === 'revoked') continue;
      await this.#repository.setScore(tx, competition.id, score.source, { status: 'revoked' });
      if (score.status === 'open') {
        // A wins-mode round's stake: the round is judged on what is left of it.
        await this.#repository.takeRoundStake(tx, competition.id, roundSource(payload), score);
        continue;
      }
      const updated = await this.#repository.addPoints(tx, competition, score, {
        delta: -score.points,
        rounds: -1,
        multiplier: 0,
        at: when(event),
      });
      this.#changed(changes, competition, updated, -score.points);
    }
  }

  async #settled(tx: Db, event: RoundEvent, changes: Changes): Promise<void> {
    const { payload } = event;
    const candidates = (await this.#scheduled.counting(tx, payload.gameSlug, payload.currency)).filter(
      (row) => row.mode !== 'bets',
    );
    if (candidates.length === 0) return;
    const byId = new Map(candidates.map((row) => [row.id, row]));
    const rounds = await this.#repository.scoresOf(tx, roundSource(payload), [...byId.keys()]);
    const at = when(event);
    // Competitions without attempts close the round together, in one statement.
    const together: { competitionId: number; points: number; multiplier: number; counts: boolean }[] = [];
    for (const score of rounds) {
      const competition = byId.get(score.competitionId);
      if (!competition || score.status !== 'open') continue;
      const round = {
        amount: score.stake,
        bonus: score.bonusStake,
        currency: payload.currency,
        win: payload.win,
      };
      const counts =
        payload.status === 'closed' &&
        score.stake > 0 &&
        convert(score.stake, payload.currency, competition) >= competition.minBet;
      const points = counts ? roundPoints(competition, round) : 0;
      const multiplier = counts ? multiplierOf(round) : 0;
      if (competition.attemptRounds === null) {
        together.push({ competitionId: competition.id, points, multiplier, counts });
        continue;
      }
      // A round scores in the attempt it was staked in, while that attempt is still being played.
      if (!counts || !(await this.#attemptOpen(tx, competition, score))) {
        await this.#repository.setScore(tx, competition.id, score.source, { status: 'revoked' });
        continue;
      }
      await this.#repository.setScore(tx, competition.id, score.source, { status: 'scored', points });
      const updated = await this.#repository.addPoints(tx, competition, score, {
        delta: points,
        rounds: 1,
        multiplier,
        at,
      });
      this.#scored(changes, competition, updated, points, { ...payload, multiplier });
    }
    const closed = await this.#repository.closeRound(
      tx,
      { playerId: event.playerId, source: roundSource(payload), at },
      together,
    );
    for (const entry of closed) {
      const result = together.find((row) => row.competitionId === entry.competitionId);
      const competition = byId.get(entry.competitionId);
      if (result && competition) {
        this.#scored(changes, competition, entry, result.points, {
          ...payload,
          multiplier: result.multiplier,
        });
      }
    }
  }

  /** A closed round's score told: the player's place, and to everyone when it was a big win. */
  #scored(
    changes: Changes,
    competition: CompetitionRow,
    entry: CompetitionEntryRow,
    points: number,
    round: Pick<RoundEvent['payload'], 'win' | 'gameSlug' | 'currency'> & { multiplier: number },
  ): void {
    this.#changed(changes, competition, entry, points);
    if (round.multiplier >= PLAYER_WIN_MULTIPLIER) {
      const { win, gameSlug, currency, multiplier } = round;
      changes.wins.push({ competition, entry, gameSlug, amount: win, currency, multiplier });
    }
  }

  /**
   * A sports bet scores once it stands (`bets`: its stake) or by how it is decided (`wins`: what it paid, a cash-out
   * included; `wins_extended`: its odds when won), the score following a resettlement; a voided bet scores nothing.
   * A free bet's bet never scores: its stake was the house's.
   */
  async #sportBet(tx: Db, event: SportEvent, changes: Changes): Promise<void> {
    const { payload } = event;
    if (payload.freebetId) return;
    const at = payload.placedAt ? new Date(payload.placedAt) : event.createdAt;
    const candidates = (await this.#scheduled.countingSports(tx, payload.currency)).filter(
      (row) => running(row, at) && (row.mode === 'bets') === (event.type === 'SportBetAccepted'),
    );
    if (candidates.length === 0) return;
    const entries = await this.#entrants.entriesFor(tx, event.playerId, candidates, at);
    const stake = { amount: payload.stake, bonus: 0, currency: payload.currency };
    const source = `sport-bet:${payload.betId}`;
    for (const { competition, entry } of entries) {
      const points = sportPoints(competition, event, stake);
      const [score] = await this.#repository.scoresOf(tx, source, [competition.id]);
      if (!score) {
        if (points === 0) {
          const alert = event.type === 'SportBetAccepted' ? stakeAlert(competition, stake) : null;
          if (alert) changes.alerts.push({ competition, alert });
          continue;
        }
        if (!(await this.#attemptOpen(tx, competition, entry))) continue;
      }
      const delta = points - (score?.status === 'scored' ? score.points : 0);
      if (score) await this.#repository.setScore(tx, competition.id, source, { points, status: 'scored' });
      else
        await this.#repository.addScore(tx, {
          competitionId: competition.id,
          source,
          playerId: event.playerId,
          attempt: entry.attempt,
          stake: payload.stake,
          bonusStake: 0,
          points,
          status: 'scored',
          occurredAt: at,
        });
      if (delta === 0 && score) continue;
      const updated = await this.#repository.addPoints(tx, competition, score ?? entry, {
        delta,
        rounds: score ? 0 : 1,
        multiplier: competition.mode === 'wins_extended' ? points : 0,
        at: event.createdAt,
      });
      this.#changed(changes, competition, updated, delta);
    }
  }

  /** A free round scores nothing: a player in a competition counting its game is told so. */
  async #freeRound(tx: Db, event: RelayedEventOf<'FreeRoundPlayed'>, changes: Changes): Promise<void> {
    const { payload } = event;
    const now = event.createdAt;
    const candidates = (await this.#scheduled.counting(tx, payload.gameSlug, payload.currency)).filter(
      (row) => running(row, now),
    );
    const entries = await this.#repository.entriesOf(
      tx,
      event.playerId,
      candidates.map((row) => row.id),
    );
    for (const entry of entries) {
      const competition = candidates.find((row) => row.id === entry.competitionId);
      if (competition) changes.alerts.push({ competition, alert: 'freespin-alert' });
    }
  }

  /** Whether the attempt is still being played (always, where there are no attempts). */
  async #attemptOpen(
    tx: Db,
    competition: CompetitionRow,
    holder: { playerId: number; attempt: number },
  ): Promise<boolean> {
    if (competition.attemptRounds === null) return true;
    const attempt = await this.#repository.attempt(tx, competition.id, holder.playerId, holder.attempt);
    return attempt?.status === 'active';
  }

  #changed(changes: Changes, competition: CompetitionRow, entry: CompetitionEntryRow, scored: number): void {
    const list = changes.entries.get(competition.id) ?? [];
    list.push({ competition, entry, scored });
    changes.entries.set(competition.id, list);
  }
}

function betSource(payload: { provider: string; transactionId: string }): string {
  return `bet:${payload.provider}:${payload.transactionId}`;
}

function roundSource(payload: { provider: string; roundId: string }): string {
  return `round:${payload.provider}:${payload.roundId}`;
}
