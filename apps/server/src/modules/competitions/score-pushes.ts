import { type CompetitionAlert, PUBLIC_CHANNELS, type PushMessage, personalChannel } from '@casino/contracts';
import type { PushThrottle } from '../../platform/push/push-throttle.ts';
import type { CompetitionEntryRow, CompetitionRow } from './competitions.schema.ts';
import type { Leaderboard } from './leaderboard.ts';

/** The top places a `positions` message carries. */
const POSITIONS_TOP = 10;

/** What one event changed, told once its transaction has committed. */
export interface Changes {
  entries: Map<number, { competition: CompetitionRow; entry: CompetitionEntryRow; scored: number }[]>;
  alerts: { competition: CompetitionRow; alert: CompetitionAlert }[];
  wins: {
    competition: CompetitionRow;
    entry: CompetitionEntryRow;
    gameSlug: string;
    amount: number;
    currency: CompetitionRow['currency'];
    multiplier: number;
  }[];
}

export function noChanges(): Changes {
  return { entries: new Map(), alerts: [], wins: [] };
}

export function refOf(competition: CompetitionRow) {
  return { competitionId: competition.id, slug: competition.slug, type: competition.kind };
}

type Scored = { competition: CompetitionRow; entry: CompetitionEntryRow; scored: number };

/**
 * What players hear of scoring, after the commit (decision 034): the boards' copies told, the player's places
 * (`bet`), each competition's top places (`positions`), the alerts of stakes that did not score, big wins
 * (`playerWin`). Every kind goes through the throttle: at most one a second per channel and topic. A player's places
 * in every competition their rounds changed go out together, their places counted in one read when sent.
 */
export class ScorePushes {
  readonly #board: Leaderboard;
  readonly #throttle: Pick<PushThrottle, 'publish'>;
  /** The latest change of each player's competitions not told yet. */
  readonly #unsent = new Map<number, Map<number, Scored>>();

  constructor(deps: { board: Leaderboard; throttle: Pick<PushThrottle, 'publish'> }) {
    this.#board = deps.board;
    this.#throttle = deps.throttle;
  }

  async tell(playerId: number, changes: Changes): Promise<void> {
    const personal = personalChannel(playerId);
    if (changes.entries.size > 0) {
      const unsent = this.#unsent.get(playerId) ?? new Map<number, Scored>();
      this.#unsent.set(playerId, unsent);
      for (const [competitionId, list] of changes.entries) {
        await this.#board.changed(
          competitionId,
          list.map(({ entry }) => entry),
        );
        const last = list.at(-1);
        if (!last) continue;
        unsent.set(competitionId, last);
        this.#throttle.publish(PUBLIC_CHANNELS.tournaments, `positions:${competitionId}`, () =>
          this.positionsMessage(last.competition),
        );
      }
      this.#throttle.publish(personal, 'bet', () => this.#placesMessages(playerId));
    }
    for (const { competition, alert } of changes.alerts) {
      this.#throttle.publish(personal, `alert:${competition.id}:${alert}`, {
        id: `tournament-${alert}-${competition.id}-${playerId}-${Date.now()}`,
        type: 'tournament',
        action: alert,
        data: {
          ...refOf(competition),
          alert,
          minBet: competition.minBet,
          maxBet: competition.maxBet,
          currency: competition.currency,
        },
      });
    }
    for (const win of changes.wins) {
      this.#throttle.publish(PUBLIC_CHANNELS.tournaments, `win:${win.competition.id}`, {
        id: `tournament-win-${win.competition.id}-${playerId}-${win.entry.version}`,
        type: 'tournament',
        action: 'playerWin',
        data: {
          ...refOf(win.competition),
          login: win.entry.displayName,
          gameSlug: win.gameSlug,
          amount: win.amount,
          currency: win.currency,
          multiplier: win.multiplier,
        },
      });
    }
  }

  /** The player's places in the competitions changed since their last `bet` messages, one message each. */
  async #placesMessages(playerId: number): Promise<PushMessage[]> {
    const unsent = this.#unsent.get(playerId);
    this.#unsent.delete(playerId);
    if (!unsent || unsent.size === 0) return [];
    const changed = [...unsent.values()];
    const places = await this.#board.positions(
      playerId,
      changed.map(({ entry }) => ({
        competitionId: entry.competitionId,
        points: entry.points,
        reachedAt: entry.reachedAt,
      })),
    );
    return changed.map(({ competition, entry, scored }) => ({
      id: `tournament-bet-${competition.id}-${playerId}-${entry.version}`,
      type: 'tournament',
      action: 'bet',
      data: {
        ...refOf(competition),
        position: places.get(competition.id) ?? 0,
        points: entry.points,
        roundsPlayed: entry.rounds,
        scored,
      },
    }));
  }

  /** A competition's top places for every visitor (the `positions` action). */
  async positionsMessage(competition: CompetitionRow): Promise<PushMessage> {
    const [top, participants] = await Promise.all([
      this.#board.top(competition.id, 0, POSITIONS_TOP),
      this.#board.size(competition.id),
    ]);
    return {
      id: `tournament-positions-${competition.id}-${Date.now()}`,
      type: 'tournament',
      action: 'positions',
      data: {
        ...refOf(competition),
        participants,
        mainTableData: top.map((row) => ({
          position: row.position,
          login: row.displayName,
          points: row.points,
          roundsPlayed: row.rounds,
        })),
      },
    };
  }
}
