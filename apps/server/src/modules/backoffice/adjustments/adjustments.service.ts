import type { Currency } from '@casino/contracts';
import type { AdjustmentReasonCode } from '@casino/contracts/backoffice';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import { type AuditTrail, currentAuditContext } from '../../audit/index.ts';
import { TransferAborted, type WalletService } from '../../wallet/index.ts';
import type { AdjustmentsRepository } from './adjustments.repository.ts';
import type { LedgerAdjustmentRow } from './adjustments.schema.ts';

export interface AdjustmentRequest {
  requestId: string;
  playerId: number;
  direction: 'credit' | 'debit';
  amount: number;
  currency: Currency;
  reasonCode: AdjustmentReasonCode;
  reason: string;
}

const adjustmentErrors = {
  notFound: () => new AppError('not_found', 'No such adjustment'),
  playerNotFound: () => new AppError('not_found', 'No such player'),
  currencyMismatch: () =>
    new AppError('currency_mismatch', "The adjustment's currency is not the player's", {
      fields: { currency: "must be the player's currency" },
    }),
  alreadyDecided: () =>
    new AppError('adjustment_already_decided', 'This adjustment has been decided already'),
  sameOperator: () =>
    new AppError('four_eyes_same_operator', 'A second operator must approve an adjustment you asked for'),
  overdrawn: () => new AppError('insufficient_funds', "The debit is larger than the player's real balance"),
};

/**
 * Manual balance adjustments with four-eyes approval: at or below the threshold one operator's request moves the
 * money at once; above it, it waits for a different operator holding `ledger.approve`. Each movement is one ledger
 * transfer keyed by the adjustment, so an approval sent twice moves the money once; a debit never takes a balance
 * below zero. Every step is in the audit trail under the acting operator.
 */
export class AdjustmentsService {
  readonly #db: Db;
  readonly #adjustments: AdjustmentsRepository;
  readonly #wallet: Pick<WalletService, 'adjustBalance'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #audit: AuditTrail;
  readonly #clock: Clock;
  readonly threshold: number;

  constructor(deps: {
    db: Db;
    adjustments: AdjustmentsRepository;
    wallet: Pick<WalletService, 'adjustBalance'>;
    players: Pick<PlayerDirectory, 'findById'>;
    audit: AuditTrail;
    clock: Clock;
    threshold: number;
  }) {
    this.#db = deps.db;
    this.#adjustments = deps.adjustments;
    this.#wallet = deps.wallet;
    this.#players = deps.players;
    this.#audit = deps.audit;
    this.#clock = deps.clock;
    this.threshold = deps.threshold;
  }

  async request(operator: string, request: AdjustmentRequest): Promise<LedgerAdjustmentRow> {
    const player = await this.#players.findById(request.playerId);
    if (!player) throw adjustmentErrors.playerNotFound();
    if (player.currency !== request.currency) throw adjustmentErrors.currencyMismatch();
    const now = this.#clock.now();
    const waits = request.amount > this.threshold;
    const created = await this.#moving(() =>
      this.#db.transaction(async (tx) => {
        const row = await this.#adjustments.insert(tx, {
          ...request,
          status: waits ? 'pending' : 'applied',
          requestedBy: operator,
          createdAt: now,
        });
        if (!row) return undefined;
        await this.#record(tx, row, 'ledger.adjustment_requested', request.reason);
        return waits ? row : this.#apply(tx, row, { decidedBy: null, decisionReason: null, at: now });
      }),
    );
    // Sent again with the same request id: the first answer stands, nothing moves twice.
    return created ?? this.#existing(operator, request.requestId);
  }

  async approve(operator: string, id: string, reason: string): Promise<LedgerAdjustmentRow> {
    return this.#moving(() =>
      this.#db.transaction(async (tx) => {
        const row = await this.#pending(tx, id, operator);
        return this.#apply(tx, row, { decidedBy: operator, decisionReason: reason, at: this.#clock.now() });
      }),
    );
  }

  async reject(operator: string, id: string, reason: string): Promise<LedgerAdjustmentRow> {
    return this.#db.transaction(async (tx) => {
      await this.#pending(tx, id, operator);
      const rejected = await this.#adjustments.decide(tx, id, {
        status: 'rejected',
        decidedBy: operator,
        decisionReason: reason,
        transferId: null,
        decidedAt: this.#clock.now(),
      });
      await this.#record(tx, rejected, 'ledger.adjustment_rejected', reason);
      return rejected;
    });
  }

  async #pending(tx: Db, id: string, operator: string): Promise<LedgerAdjustmentRow> {
    const row = await this.#adjustments.lock(tx, id);
    if (!row) throw adjustmentErrors.notFound();
    if (row.status !== 'pending') throw adjustmentErrors.alreadyDecided();
    if (row.requestedBy === operator) throw adjustmentErrors.sameOperator();
    return row;
  }

  async #apply(
    tx: Db,
    row: LedgerAdjustmentRow,
    decision: { decidedBy: string | null; decisionReason: string | null; at: Date },
  ): Promise<LedgerAdjustmentRow> {
    const transfer = await this.#wallet.adjustBalance(tx, {
      id: row.id,
      playerId: row.playerId,
      currency: row.currency as Currency,
      amount: row.direction === 'credit' ? row.amount : -row.amount,
      reasonCode: row.reasonCode,
    });
    const applied = await this.#adjustments.decide(tx, row.id, {
      status: 'applied',
      decidedBy: decision.decidedBy,
      decisionReason: decision.decisionReason,
      transferId: transfer.transferId,
      decidedAt: decision.at,
    });
    await this.#record(tx, applied, 'ledger.adjustment_applied', decision.decisionReason ?? row.reason);
    return applied;
  }

  async #record(tx: Db, row: LedgerAdjustmentRow, action: string, reason: string): Promise<void> {
    await this.#audit.record(tx, await currentAuditContext(), {
      playerId: row.playerId,
      action,
      after: {
        adjustmentId: row.id,
        direction: row.direction,
        amount: row.amount,
        currency: row.currency,
        reasonCode: row.reasonCode,
        status: row.status,
      },
      reason,
    });
  }

  async #existing(operator: string, requestId: string): Promise<LedgerAdjustmentRow> {
    const row = await this.#adjustments.byRequest(operator, requestId);
    if (!row) throw new Error(`adjustment request ${requestId} neither inserted nor found`);
    return row;
  }

  /** A debit beyond the balance aborts its transaction; once rolled back it is the operator's error to read. */
  async #moving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof TransferAborted && error.reason === 'overdrawn')
        throw adjustmentErrors.overdrawn();
      throw error;
    }
  }
}
