import type { AccountReviewStatus } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { validationFailed } from '../../../platform/http/app-error.ts';
import { currentAuditContext, writeAuditRecord } from '../../audit/index.ts';
import type { SessionsService } from '../auth/sessions.service.ts';
import type { PlayersRepository } from './players.repository.ts';
import type { PlayerRow } from './players.schema.ts';

/** A player's device as the back office lists it, and as a withdrawal's risk flags read it. */
export interface PlayerDevice {
  userAgent: string | null;
  ip: string | null;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/** A login session as the back office lists it. */
export interface PlayerSession {
  id: string;
  kind: 'web' | 'mobile';
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/**
 * What operators do to players' accounts from the back office: find them, set the status a review gives them,
 * block them. Every change runs as the operator (the request's audit context), so its audit record names them,
 * with the reason they gave.
 */
export class PlayerAdministration {
  readonly #db: Db;
  readonly #players: PlayersRepository;
  readonly #sessions: Pick<SessionsService, 'closeAll' | 'devices' | 'sessionsOf'>;
  readonly #clock: Clock;

  constructor(deps: {
    db: Db;
    players: PlayersRepository;
    sessions: Pick<SessionsService, 'closeAll' | 'devices' | 'sessionsOf'>;
    clock: Clock;
  }) {
    this.#db = deps.db;
    this.#players = deps.players;
    this.#sessions = deps.sessions;
    this.#clock = deps.clock;
  }

  /** Players of this brand by id (`ids`, found by the caller) or a part of their login, contacts or names. */
  search(text: string, limit: number, ids: readonly number[] = []): Promise<PlayerRow[]> {
    return this.#players.search({ text, ids }, limit);
  }

  /**
   * Sets the review status as `npm run player-status` did: through the players repository, so the change is
   * announced (`PlayerUpdated` reaches the player's pages) and audited, here with the operator's reason. Taking a
   * status away takes its confirmation with it, so a cleared status cannot be confirmed. Undefined for no player.
   */
  review(
    playerId: number,
    review: { status: AccountReviewStatus | null; confirmed: boolean },
    reason: string,
  ): Promise<PlayerRow | undefined> {
    if (review.status === null && review.confirmed) {
      throw validationFailed({ confirmed: 'a cleared status cannot be confirmed' });
    }
    return this.#players.update(
      playerId,
      { reviewStatus: review.status, reviewStatusConfirmed: review.confirmed },
      this.#clock.now(),
      reason,
    );
  }

  /**
   * Blocks or unblocks a player. Blocking ends every session they have in the same transaction (login refuses a
   * blocked account already, so they cannot start another); the audit record keeps the status before and after
   * and the operator's reason. Undefined for no player.
   */
  block(playerId: number, blocked: boolean, reason: string): Promise<PlayerRow | undefined> {
    const status = blocked ? 'blocked' : 'active';
    return this.#db.transaction(async (tx) => {
      const before = await this.#players.lock(tx, playerId);
      if (!before) return undefined;
      const at = this.#clock.now();
      if (blocked) await this.#sessions.closeAll(playerId, tx);
      if (before.status === status) return before;
      const after = await this.#players.within(tx).update(playerId, { status }, at);
      if (!after) throw new Error(`player ${playerId} vanished while locked`);
      await writeAuditRecord(tx, at, await currentAuditContext(), {
        playerId,
        action: blocked ? 'account.blocked' : 'account.unblocked',
        before: { status: before.status },
        after: { status },
        reason,
      });
      return after;
    });
  }

  /** The browsers and apps the player signed in from, recent first. */
  devices(playerId: number): Promise<PlayerDevice[]> {
    return this.#sessions.devices(playerId);
  }

  /** The player's login sessions, newest first: when each opened, was last used, and ended or will. */
  sessions(playerId: number): Promise<PlayerSession[]> {
    return this.#sessions.sessionsOf(playerId);
  }
}
