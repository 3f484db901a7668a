import { randomInt } from 'node:crypto';
import type { Currency } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { OutboxEvent } from '../../platform/events/outbox-event.ts';
import { accountKeyOf, accountKeyText, HOUSE_SHARDS, isPlayerAccount } from './accounts.ts';
import { type Executor, LedgerRepository, type StoredEntry } from './ledger.repository.ts';
import { type CheckedTransfer, checkTransfer, type TransferRequest } from './transfer-request.ts';
import { walletErrors } from './wallet.errors.ts';

export interface TransferResult {
  transferId: number;
  /** True when the idempotency key had been applied before: nothing moved this time. */
  replayed: boolean;
  createdAt: Date;
  entries: StoredEntry[];
}

/** A point inside a transfer where a test may stop the process, to prove a crash leaves nothing half-done. */
export type TransferStep = 'accounts-posted' | 'transfer-recorded';

/** Thrown inside the transaction to roll it back when the key turns out to be taken; never leaves the ledger. */
class KeyAlreadyApplied extends Error {}

/**
 * Double-entry transfers (ARCHITECTURE rule 3). One database transaction per transfer: the postings, in account-id
 * order so two transfers never wait on each other in a cycle, each debit checked and applied in one statement;
 * then the transfer, its entries and its outbox events in one more. A replayed key returns the first result; the
 * same key with other content is a conflict.
 */
export class Ledger {
  readonly #db: Db;
  readonly #repository = new LedgerRepository();
  readonly #onStep: ((step: TransferStep) => void) | undefined;

  constructor(deps: { db: Db; onStep?: (step: TransferStep) => void }) {
    this.#db = deps.db;
    this.#onStep = deps.onStep;
  }

  get repository(): LedgerRepository {
    return this.#repository;
  }

  /** Moves money in a transaction of its own. */
  async transfer(request: TransferRequest): Promise<TransferResult> {
    const checked = checkTransfer(request);
    // Accounts are created before the transaction, so their ids can be remembered whatever the transfer's fate.
    const accountIds = await this.#accountIdsOf(this.#db, checked);
    try {
      return await this.#db.transaction((tx) => this.#apply(tx, checked, accountIds));
    } catch (error) {
      if (error instanceof KeyAlreadyApplied) return this.#replay(this.#db, checked);
      throw error;
    }
  }

  /**
   * Moves money inside the caller's transaction (a payment's status and its credit commit together). A savepoint
   * keeps a replay from undoing the caller's own work.
   */
  async transferWithin(tx: Db, request: TransferRequest): Promise<TransferResult> {
    const checked = checkTransfer(request);
    const accountIds = await this.#accountIdsOf(tx, checked);
    try {
      return await tx.transaction((savepoint) => this.#apply(savepoint, checked, accountIds));
    } catch (error) {
      if (error instanceof KeyAlreadyApplied) return this.#replay(tx, checked);
      throw error;
    }
  }

  /**
   * The account id of each posting, in posting order. A house posting goes to one shard drawn per transfer, so
   * concurrent players spread over the house rows instead of queueing on one.
   */
  async #accountIdsOf(executor: Executor, checked: CheckedTransfer): Promise<number[]> {
    const shard = randomInt(HOUSE_SHARDS);
    const keys = checked.postings.map((posting) =>
      accountKeyOf(posting.account, checked.request.currency, shard),
    );
    const ids = await this.#repository.accountIds(executor, keys);
    return keys.map((key) => {
      const id = ids.get(accountKeyText(key));
      if (id === undefined) throw new Error(`wallet account ${accountKeyText(key)} missing`);
      return id;
    });
  }

  async #apply(
    tx: Executor,
    checked: CheckedTransfer,
    accountIds: readonly number[],
  ): Promise<TransferResult> {
    const { request } = checked;
    const postings = checked.postings
      .map((posting, index) => ({ posting, accountId: accountIds[index] as number }))
      .sort((a, b) => a.accountId - b.accountId);
    const entries: (StoredEntry & { accountId: number })[] = [];
    for (const { posting, accountId } of postings) {
      const balanceAfter = await this.#repository.post(tx, accountId, posting.amount);
      if (balanceAfter === null) {
        if (await this.#repository.isKeyTaken(tx, request.idempotencyKey)) throw new KeyAlreadyApplied();
        throw walletErrors.insufficientFunds(
          await this.#repository.balanceOf(tx, accountId),
          request.currency,
        );
      }
      entries.push({
        accountId,
        playerId: isPlayerAccount(posting.account) ? posting.account.playerId : null,
        kind: isPlayerAccount(posting.account) ? posting.account.kind : posting.account.house,
        amount: posting.amount,
        balanceAfter,
      });
    }
    this.#onStep?.('accounts-posted');
    const recorded = await this.#repository.record(tx, checked, entries, [
      ...balanceEvents(checked, entries),
      ...(request.events ?? []),
    ]);
    if (!recorded) throw new KeyAlreadyApplied();
    this.#onStep?.('transfer-recorded');
    return { transferId: recorded.id, replayed: false, createdAt: recorded.createdAt, entries };
  }

  async #replay(executor: Executor, checked: CheckedTransfer): Promise<TransferResult> {
    const stored = await this.#repository.findTransfer(executor, checked.request.idempotencyKey);
    if (!stored)
      throw new Error(`transfer ${checked.request.idempotencyKey} is neither applied nor applicable`);
    if (stored.fingerprint !== checked.fingerprint) {
      throw walletErrors.idempotencyConflict(checked.request.idempotencyKey);
    }
    return { transferId: stored.id, replayed: true, createdAt: stored.createdAt, entries: stored.entries };
  }
}

/** A `BalanceChanged` event per player whose money moved, for the balance push and engagement features. */
function balanceEvents(checked: CheckedTransfer, entries: readonly StoredEntry[]): OutboxEvent[] {
  const players = new Set(entries.flatMap((entry) => (entry.playerId === null ? [] : [entry.playerId])));
  return [...players].map((playerId) => ({
    type: 'BalanceChanged',
    playerId,
    payload: {
      currency: checked.request.currency satisfies Currency,
      kind: checked.request.kind,
      accounts: Object.fromEntries(
        entries
          .filter((entry) => entry.playerId === playerId)
          .map((entry) => [entry.kind, entry.balanceAfter]),
      ),
    },
  }));
}
