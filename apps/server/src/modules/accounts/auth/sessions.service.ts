import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { currentAuditContext, writeAuditRecord } from '../../audit/index.ts';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-token.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** A session ends after this long without use. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Last-seen times are written at most this often, so reading a session is not a write per request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface ActiveSession {
  sessionId: string;
  playerId: number;
  kind: 'web' | 'mobile';
}

export class SessionsService {
  readonly #repository: SessionsRepository;
  readonly #clock: Clock;

  constructor(deps: { repository: SessionsRepository; clock: Clock }) {
    this.#repository = deps.repository;
    this.#clock = deps.clock;
  }

  /** Opens a session and returns its token, the only time the token exists in clear. */
  async open(input: {
    playerId: number;
    kind: 'web' | 'mobile';
    ip: string | null;
    userAgent: string | null;
  }) {
    const token = newSessionToken();
    const now = this.#clock.now();
    const userAgent = input.userAgent?.slice(0, 512) ?? null;
    const session = await this.#repository.insertNotingDevice(
      {
        tokenHash: hashSessionToken(token),
        playerId: input.playerId,
        kind: input.kind,
        ip: input.ip,
        userAgent,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      },
      async (tx) => {
        const context = await currentAuditContext();
        // The request has no session yet: the player signing in is the actor.
        const actor = { ...context, actor: { kind: 'player' as const, id: String(input.playerId) } };
        await writeAuditRecord(tx, now, actor, {
          playerId: input.playerId,
          action: 'login.new_device',
          after: { kind: input.kind, ip: input.ip, userAgent },
        });
      },
    );
    return {
      token,
      session: { sessionId: session.id, playerId: session.playerId, kind: session.kind } as ActiveSession,
    };
  }

  /** The live session a token names, extending its idle expiry; undefined for unknown, expired or revoked ones. */
  async resolve(token: unknown): Promise<ActiveSession | undefined> {
    if (!looksLikeSessionToken(token)) return undefined;
    const now = this.#clock.now();
    const row = await this.#repository.findLive(hashSessionToken(token), now);
    if (!row) return undefined;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.#repository.touch(row.id, now, new Date(now.getTime() + SESSION_IDLE_MS));
    }
    return { sessionId: row.id, playerId: row.playerId, kind: row.kind };
  }

  async close(sessionId: string): Promise<void> {
    await this.#repository.revoke(sessionId, this.#clock.now());
  }

  /**
   * Ends every session of a player (password change, account protection, an operator blocking them), in the
   * caller's transaction when given, so the sessions end with the change that ends them.
   */
  async closeAll(playerId: number, tx?: Db): Promise<void> {
    await this.#repository.revokeAllOf(playerId, this.#clock.now(), tx);
  }

  /** The browsers and apps the player signed in from (user agent, address, first and last seen), recent first. */
  devices(playerId: number, limit = 50) {
    return this.#repository.devicesOf(playerId, limit);
  }

  /** The player's login sessions (opened, last seen, ended), newest first. */
  sessionsOf(playerId: number, limit = 50) {
    return this.#repository.sessionsOf(playerId, limit);
  }

  /** Minutes logged in between `since` and `now` (session-time limits), inside the caller's transaction. */
  loggedInMinutes(executor: Db, playerId: number, since: Date, now: Date): Promise<number> {
    return this.#repository.loggedInMinutes(executor, playerId, since, now, TOUCH_INTERVAL_MS);
  }

  /** When the player's current session began (session figures, reality checks); null without one. */
  currentSessionStart(playerId: number): Promise<Date | null> {
    return this.#repository.latestLiveSessionStart(playerId, this.#clock.now());
  }
}
