import { type Currency, domainEvent, type SessionFigures } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { AuditContext, AuditTrail } from '../audit/index.ts';
import type { ResponsibleRepository } from './responsible.repository.ts';
import type { LimitUsage } from './responsible.service.ts';

const MINUTE_MS = 60 * 1000;

interface Deps {
  db: Db;
  clock: Clock;
  repository: ResponsibleRepository;
  audit: AuditTrail;
  usage: Pick<LimitUsage, 'played'>;
  currencyOf(playerId: number): Promise<Currency>;
  /** When the player's current login session began; null when they have none. */
  sessionStart(playerId: number): Promise<Date | null>;
}

/**
 * Reality checks and session figures (RTS 2E, 13): the player picks an interval; at each interval of their login
 * session the realityCheck message tells them how long they have played and what they staked, won and net, and
 * bets wait until they acknowledge it.
 */
export class RealityChecksService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async setInterval(playerId: number, intervalMinutes: number | null, context: AuditContext): Promise<void> {
    const { db, clock, repository, audit } = this.#deps;
    await db.transaction(async (tx) => {
      const before = await repository.realityCheck(tx, playerId);
      await repository.saveRealityCheck(tx, {
        playerId,
        intervalMinutes,
        // A new setting starts afresh; a check waiting for an answer stays waiting.
        dueAt: before?.dueAt ?? null,
        acknowledgedAt: before?.acknowledgedAt ?? null,
        updatedAt: clock.now(),
      });
      await audit.record(tx, context, {
        playerId,
        action: 'reality_check.interval_changed',
        before: { intervalMinutes: before?.intervalMinutes ?? null },
        after: { intervalMinutes },
      });
    });
  }

  /** The player read the check: play goes on. */
  async acknowledge(playerId: number): Promise<void> {
    const { db, clock, repository } = this.#deps;
    const row = await repository.realityCheck(db, playerId);
    if (!row?.dueAt || row.acknowledgedAt) return;
    await repository.saveRealityCheck(db, { ...row, acknowledgedAt: clock.now(), updatedAt: clock.now() });
  }

  /** The session's figures: since login, or since now for a player without a session (nothing played yet). */
  async figures(playerId: number): Promise<SessionFigures> {
    const startedAt = (await this.#deps.sessionStart(playerId)) ?? this.#deps.clock.now();
    return this.#figuresWithin(this.#deps.db, playerId, startedAt, await this.#deps.currencyOf(playerId));
  }

  /** The figures read through one executor only: inside a transaction nothing may wait on another connection. */
  async #figuresWithin(
    executor: Db,
    playerId: number,
    startedAt: Date,
    currency: Currency,
  ): Promise<SessionFigures> {
    const now = this.#deps.clock.now();
    const [{ stakes, wins }, check] = await Promise.all([
      this.#deps.usage.played(executor, playerId, startedAt),
      this.#deps.repository.realityCheck(executor, playerId),
    ]);
    return {
      startedAt: startedAt.toISOString(),
      elapsedMs: Math.max(0, now.getTime() - startedAt.getTime()),
      stakes,
      wins,
      net: wins - stakes,
      currency,
      realityCheckDue: Boolean(check?.dueAt && !check.acknowledgedAt),
    };
  }

  /**
   * The job: for each player whose session has passed another whole interval since the last check, marks the
   * check due and appends `RealityCheckDue` with the figures (the push message). Safe to run on several nodes:
   * the row update and the event commit together, and a check already due for this interval is not sent again.
   */
  async sendDue(): Promise<number> {
    const { db, clock, repository } = this.#deps;
    let sent = 0;
    for (const { playerId } of await repository.withRealityChecks(db)) {
      const startedAt = await this.#deps.sessionStart(playerId);
      if (!startedAt) continue;
      const currency = await this.#deps.currencyOf(playerId);
      const sentOne = await db.transaction(async (tx) => {
        // Locked and read again: another node may have sent this check meanwhile, or the player changed the interval.
        const row = await repository.lockRealityCheck(tx, playerId);
        if (!row?.intervalMinutes) return false;
        const now = clock.now();
        const intervalMs = row.intervalMinutes * MINUTE_MS;
        const intervals = Math.floor((now.getTime() - startedAt.getTime()) / intervalMs);
        if (intervals < 1) return false;
        const checkpoint = new Date(startedAt.getTime() + intervals * intervalMs);
        if (row.dueAt && row.dueAt >= checkpoint) return false;
        const figures = await this.#figuresWithin(tx, playerId, startedAt, currency);
        await repository.saveRealityCheck(tx, { ...row, dueAt: now, acknowledgedAt: null, updatedAt: now });
        await appendOutboxEvents(tx, [
          domainEvent('RealityCheckDue', playerId, { ...figures, realityCheckDue: true }),
        ]);
        return true;
      });
      if (sentOne) sent += 1;
    }
    return sent;
  }
}
