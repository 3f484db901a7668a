import {
  type Currency,
  domainEvent,
  type ExcludeRequest,
  type Exclusion,
  LIMIT_PERIODS,
  LIMIT_TYPES,
  type LimitPeriod,
  type LimitType,
  type LudomanRequestStatus,
  MAX_MONEY_LIMIT,
  MAX_SESSION_MINUTES,
  type PlayerLimitsInfo,
  type SelfLimit,
  type SelfLimitBlock,
  type UpdateLimitsRequest,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import { validationFailed } from '../../platform/http/app-error.ts';
import type { AuditContext, AuditTrail } from '../audit/index.ts';
import { exclusionEnd, lastsAtLeast } from './exclusion-periods.ts';
import { changeLimit, type LimitState, NO_LIMIT, settled } from './limit-changes.ts';
import { currentPeriod } from './limit-periods.ts';
import { responsibleErrors } from './responsible.errors.ts';
import type { ResponsibleRepository } from './responsible.repository.ts';
import type { SelfExclusionRow, SelfLimitRow } from './responsible.schema.ts';

/**
 * What the limits are measured against, read from the modules that own it (the cash desk's deposits, the
 * ledger's game transfers, the login sessions), inside the caller's transaction.
 */
export interface LimitUsage {
  /** Deposits started or completed since `since` (failed ones do not count), minor units. */
  deposited(tx: Db, playerId: number, since: Date): Promise<number>;
  /** Real-money stakes (less rollbacks) and wins since `since`. */
  played(tx: Db, playerId: number, since: Date): Promise<{ stakes: number; wins: number }>;
  /** Minutes logged in between `since` and `now`. */
  sessionMinutes(tx: Db, playerId: number, since: Date, now: Date): Promise<number>;
}

interface Deps {
  db: Db;
  clock: Clock;
  repository: ResponsibleRepository;
  audit: AuditTrail;
  usage: LimitUsage;
  currencyOf(playerId: number): Promise<Currency>;
}

type LimitKey = `${LimitType}:${LimitPeriod}`;

/** The audit action of a limit's change: the history of the limits (their table keeps only the latest state). */
const LIMITS_CHANGED = 'limits.changed';
const keyOf = (type: LimitType, period: LimitPeriod): LimitKey => `${type}:${period}`;

function stateOf(row: SelfLimitRow | undefined): LimitState {
  if (!row) return NO_LIMIT;
  return {
    amount: row.amount,
    pending: row.pendingEffectiveAt
      ? { amount: row.pendingAmount, effectiveAt: row.pendingEffectiveAt }
      : null,
  };
}

function toExclusion(row: SelfExclusionRow): Exclusion {
  return {
    kind: row.kind,
    period: row.period,
    startedAt: row.startedAt.toISOString(),
    till: row.till?.toISOString() ?? null,
  };
}

/**
 * Player protection (RTS 12, 13; spec: self-limits and 'ludoman' self-exclusion): the limits a player sets on
 * themselves and the exclusions they ask for, enforced here for every path that moves money. Each change is
 * recorded in the audit trail in its own transaction.
 */
export class ResponsibleService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** `GET player-info`: every limit type and period with what it has used, the exclusion, reality checks. */
  async info(playerId: number): Promise<PlayerLimitsInfo> {
    const { db, clock, repository } = this.#deps;
    const now = clock.now();
    const [rows, exclusion, realityCheck, currency] = await Promise.all([
      repository.limits(db, playerId),
      repository.activeExclusion(db, playerId, now),
      repository.realityCheck(db, playerId),
      this.#deps.currencyOf(playerId),
    ]);
    const byKey = new Map(rows.map((row) => [keyOf(row.type, row.period), row]));
    const limits: SelfLimit[] = [];
    for (const type of LIMIT_TYPES) {
      for (const period of LIMIT_PERIODS) {
        const state = settled(stateOf(byKey.get(keyOf(type, period))), now);
        const { start, resetsAt } = currentPeriod(period, now);
        const used = await this.#used(db, playerId, type, start, now);
        limits.push({
          type,
          period,
          amount: state.amount,
          used,
          left: state.amount === null ? null : Math.max(0, state.amount - used),
          resetsAt: resetsAt.toISOString(),
          pending: state.pending
            ? { amount: state.pending.amount, effectiveAt: state.pending.effectiveAt.toISOString() }
            : null,
        });
      }
    }
    return {
      currency,
      limits,
      exclusion: exclusion ? toExclusion(exclusion) : null,
      ludomanRequestStatus: await this.ludomanRequestStatus(playerId),
      realityCheck: { intervalMinutes: realityCheck?.intervalMinutes ?? null },
    };
  }

  /** `POST update-limits`: all the changes or none; absurd amounts are refused field by field. */
  async updateLimits(playerId: number, request: UpdateLimitsRequest, context: AuditContext) {
    const fields: Record<string, string> = {};
    const seen = new Set<LimitKey>();
    request.limits.forEach((change, index) => {
      const key = keyOf(change.type, change.period);
      if (seen.has(key)) fields[`limits.${index}`] = 'names a limit already changed in this request';
      seen.add(key);
      if (change.amount === null) return;
      const max = change.type === 'session' ? MAX_SESSION_MINUTES[change.period] : MAX_MONEY_LIMIT;
      if (change.amount > max) fields[`limits.${index}.amount`] = `must be at most ${max}`;
    });
    if (Object.keys(fields).length > 0) throw validationFailed(fields);

    const { db, clock, repository, audit } = this.#deps;
    await db.transaction(async (tx) => {
      const now = clock.now();
      const rows = await repository.lockLimits(tx, playerId);
      const byKey = new Map(rows.map((row) => [keyOf(row.type, row.period), row]));
      for (const change of request.limits) {
        const before = settled(stateOf(byKey.get(keyOf(change.type, change.period))), now);
        const after = changeLimit(before, change.amount, now);
        await repository.saveLimit(tx, {
          playerId,
          type: change.type,
          period: change.period,
          amount: after.amount,
          pendingAmount: after.pending?.amount ?? null,
          pendingEffectiveAt: after.pending?.effectiveAt ?? null,
          updatedAt: now,
        });
        await audit.record(tx, context, {
          playerId,
          action: LIMITS_CHANGED,
          before: { type: change.type, period: change.period, ...before },
          after: { type: change.type, period: change.period, ...after },
          reason: `requested ${change.amount === null ? 'removal' : change.amount}`,
        });
      }
    });
    return this.info(playerId);
  }

  /**
   * A time-out or self-exclusion, in force at once; it may lengthen one in force, never shorten it. The player
   * asks for it, or an operator imposes it with their reason.
   */
  async exclude(
    playerId: number,
    request: ExcludeRequest,
    context: AuditContext,
    reason: string | null = null,
  ): Promise<Exclusion> {
    const { db, clock, repository, audit } = this.#deps;
    return db.transaction(async (tx) => {
      // The limits' lock also serialises exclusions of one player with their deposits and bets.
      await repository.lockLimits(tx, playerId);
      const now = clock.now();
      const till = exclusionEnd(request.period, now);
      const current = await repository.activeExclusion(tx, playerId, now);
      if (current && !lastsAtLeast(till, current.till))
        throw responsibleErrors.exclusionShorter(current.till);
      const row = await repository.insertExclusion(tx, {
        playerId,
        kind: request.kind,
        period: request.period,
        startedAt: now,
        till,
      });
      await audit.record(tx, context, {
        playerId,
        action: 'exclusion.started',
        before: current ? toExclusion(current) : null,
        after: toExclusion(row),
        reason,
      });
      // Stakes are refused from this commit on; the push ends the games still open (decision 017).
      await appendOutboxEvents(tx, [
        domainEvent('SelfExclusionStarted', playerId, { till: till?.toISOString() ?? null }),
      ]);
      return toExclusion(row);
    });
  }

  async activeExclusion(playerId: number, executor: Db = this.#deps.db): Promise<Exclusion | null> {
    const row = await this.#deps.repository.activeExclusion(executor, playerId, this.#deps.clock.now());
    return row ? toExclusion(row) : null;
  }

  /**
   * The limits in force now (pending raises whose cooling-off is over have taken effect), for the back office:
   * each with its type, period and amount (minor units; minutes for `session`).
   */
  async limitsInForce(playerId: number): Promise<{ type: LimitType; period: LimitPeriod; amount: number }[]> {
    const { db, clock, repository } = this.#deps;
    const now = clock.now();
    const rows = await repository.limits(db, playerId);
    return rows.flatMap((row) => {
      const { amount } = settled(stateOf(row), now);
      return amount === null ? [] : [{ type: row.type, period: row.period, amount }];
    });
  }

  /**
   * When the player asked to change a limit within `[from, to]`. The limits table keeps only each limit's state;
   * every change is recorded in the audit trail (`limits.changed`, by `updateLimits`), which keeps the history.
   */
  limitChangesBetween(playerId: number, from: Date, to: Date): Promise<Date[]> {
    return this.#deps.audit.times(playerId, LIMITS_CHANGED, from, to);
  }

  /** Refuses every real-money action of an excluded player with 444 and the end date. */
  async assertNotExcluded(playerId: number, executor: Db = this.#deps.db): Promise<void> {
    const row = await this.#deps.repository.activeExclusion(executor, playerId, this.#deps.clock.now());
    if (row) throw responsibleErrors.selfExcluded(row.till);
  }

  /** `ludomanRequestStatus` of player main data. */
  async ludomanRequestStatus(playerId: number): Promise<LudomanRequestStatus> {
    const { db, repository, clock } = this.#deps;
    const history = await repository.exclusionHistory(db, playerId, clock.now());
    if (history.inForce) return 'active';
    return history.any ? 'expired' : 'none';
  }

  /**
   * Inside the transaction that records a deposit: refuses it for an excluded player, or when it would pass a
   * deposit limit. The limits stay locked until that transaction ends, so a concurrent deposit is checked after
   * this one is counted.
   */
  async assertCanDeposit(tx: Db, playerId: number, amount: number): Promise<void> {
    const rows = await this.#deps.repository.lockLimits(tx, playerId);
    await this.assertNotExcluded(playerId, tx);
    await this.#assertWithin(tx, playerId, rows, ['deposit'], amount);
  }

  /**
   * Inside the transaction that takes a stake: refuses it for an excluded player, while a reality check waits, or
   * when the stake could pass a wager or loss limit (a stake can all be lost), or once the session-time limit is
   * used up.
   */
  async assertCanBet(tx: Db, playerId: number, stake: number): Promise<void> {
    const { repository, clock } = this.#deps;
    // One statement says whether anything applies; most players have no limits, so most stakes stop here.
    const state = await repository.stakeState(tx, playerId, clock.now());
    if (state.excluded) await this.assertNotExcluded(playerId, tx);
    if (state.realityCheckDue) throw responsibleErrors.realityCheckPending();
    if (!state.hasLimits) return;
    const rows = await repository.lockLimits(tx, playerId);
    await this.#assertWithin(tx, playerId, rows, ['wager', 'loss', 'session'], stake);
  }

  /** The tightest of the limits of these types that `amount` more would pass, refused with what is left. */
  async #assertWithin(tx: Db, playerId: number, rows: SelfLimitRow[], types: LimitType[], amount: number) {
    const now = this.#deps.clock.now();
    let tightest: SelfLimitBlock | null = null;
    for (const row of rows) {
      if (!types.includes(row.type)) continue;
      const state = settled(stateOf(row), now);
      if (state.amount === null) continue;
      const { start, resetsAt } = currentPeriod(row.period, now);
      const used = await this.#used(tx, playerId, row.type, start, now);
      const left = Math.max(0, state.amount - used);
      // A session limit is of time, not money: it refuses once used up, whatever the stake.
      const needed = row.type === 'session' ? 1 : amount;
      if (needed <= left) continue;
      if (!tightest || left < tightest.left) {
        tightest = {
          type: row.type,
          period: row.period,
          limit: state.amount,
          left,
          resetsAt: resetsAt.toISOString(),
        };
      }
    }
    if (tightest) throw responsibleErrors.limitReached(tightest);
  }

  async #used(executor: Db, playerId: number, type: LimitType, since: Date, now: Date): Promise<number> {
    const { usage } = this.#deps;
    switch (type) {
      case 'deposit':
        return usage.deposited(executor, playerId, since);
      case 'session':
        return usage.sessionMinutes(executor, playerId, since, now);
      case 'wager':
        return (await usage.played(executor, playerId, since)).stakes;
      case 'loss': {
        const { stakes, wins } = await usage.played(executor, playerId, since);
        return Math.max(0, stakes - wins);
      }
    }
  }
}
