import type { Currency } from '@casino/contracts';
import { type Clock, systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import {
  type AccountRef,
  accountKeyOf,
  accountKeyText,
  isPlayerAccount,
  randomHouseShard,
} from './accounts.ts';
import {
  type Executor,
  KEY_TAKEN,
  LedgerRepository,
  OVERDRAWN,
  type StoredEntry,
  violatedConstraint,
} from './ledger.repository.ts';
import { LedgerBatchRepository } from './ledger-batch.repository.ts';
import { type BatchTransferResult, postTransferBatch } from './ledger-batch.ts';
import {
  type CheckedTransfer,
  checkHouseShard,
  checkTransfer,
  type TransferRequest,
} from './transfer-request.ts';
import { walletErrors } from './wallet.errors.ts';

export interface TransferResult {
  transferId: number;
  /** True when the idempotency key had been applied before: nothing moved this time. */
  replayed: boolean;
  createdAt: Date;
  entries: StoredEntry[];
}

/**
 * A point inside a transfer where a test may stop the process, to prove a crash leaves nothing half-done: the
 * ledger's statement has run. Alone (`transfer`) it is then committed; inside the caller's transaction
 * (`transferWithin`) nothing is committed yet.
 */
export type TransferStep = 'transfer-recorded';

/**
 * A transfer of `transferOrAbort` that failed its statement, and so the caller's transaction: the balance did not
 * cover a debit (`overdrawn`), or the key had been applied (`key-taken`, perhaps by a copy of the same request).
 */
export class TransferAborted extends Error {
  readonly reason: 'overdrawn' | 'key-taken';

  constructor(reason: 'overdrawn' | 'key-taken', idempotencyKey: string) {
    super(`transfer ${idempotencyKey} aborted: ${reason}`);
    this.name = 'TransferAborted';
    this.reason = reason;
  }
}

/** A posting with its account row resolved. */
interface AccountPosting {
  accountId: number;
  amount: number;
  playerId: number | null;
  kind: string;
}

/**
 * Double-entry transfers (ARCHITECTURE rule 3). Each transfer is one statement, so one database transaction: the
 * postings in account-id order (so two transfers never wait on each other in a cycle), each player debit refused
 * by the database's CHECK when it would overdraw, then the transfer, its entries and its outbox events. A
 * replayed key returns the first result; the same key with other content is a conflict.
 */
export class Ledger {
  readonly #db: Db;
  readonly #repository = new LedgerRepository();
  readonly #batchRepository = new LedgerBatchRepository();
  readonly #onStep: ((step: TransferStep) => void) | undefined;
  readonly #clock: Clock;

  /** `clock` dates the transfers, so history and limit periods follow the one injected clock (rule 5). */
  constructor(deps: { db: Db; clock?: Clock; onStep?: (step: TransferStep) => void }) {
    this.#db = deps.db;
    this.#clock = deps.clock ?? systemClock;
    this.#onStep = deps.onStep;
  }

  get repository(): LedgerRepository {
    return this.#repository;
  }

  /** Moves money in a transaction of its own. */
  async transfer(request: TransferRequest): Promise<TransferResult> {
    const checked = checkTransfer(request);
    // Accounts are created before the transfer, so their ids can be remembered whatever the transfer's fate.
    const postings = await this.#postingsOf(this.#db, checked);
    // Alone, the statement is a transaction of its own: no BEGIN and COMMIT round trips to wait for.
    return this.#settle(this.#db, checked, postings, () => this.#write(this.#db, checked, postings));
  }

  /**
   * Moves money inside the caller's transaction (a payment's status and its credit commit together), in a
   * savepoint, so a refusal or a replay does not undo the caller's own work.
   */
  async transferWithin(tx: Db, request: TransferRequest): Promise<TransferResult> {
    const checked = checkTransfer(request);
    const postings = await this.#postingsOf(tx, checked);
    return this.#settle(tx, checked, postings, () =>
      tx.transaction((savepoint) => this.#write(savepoint, checked, postings)),
    );
  }

  /**
   * Moves money as one statement of the caller's transaction, without a savepoint: for a caller that abandons its
   * whole transaction when the transfer cannot be made as asked (a game call), saving the savepoint's two round
   * trips. A debit the balance does not cover, or a key already applied, fails the statement and with it the
   * caller's transaction; `TransferAborted` says which, and the caller rolls back and decides outside it.
   */
  async transferOrAbort(tx: Db, request: TransferRequest): Promise<TransferResult> {
    const checked = checkTransfer(request);
    const postings = await this.#postingsOf(tx, checked);
    try {
      return await this.#write(tx, checked, postings);
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === OVERDRAWN) throw new TransferAborted('overdrawn', request.idempotencyKey);
      if (constraint === KEY_TAKEN) throw new TransferAborted('key-taken', request.idempotencyKey);
      throw error;
    }
  }

  /**
   * Moves many transfers inside the caller's transaction as one batch, a few statements in all (`ledger-batch.ts`):
   * each transfer keeps its own key, entries and events; a key applied before is a replay; a conflict or a debit a
   * player's balance does not cover refuses the whole batch before anything is written.
   */
  transferBatch(tx: Executor, requests: readonly TransferRequest[]): Promise<BatchTransferResult[]> {
    return postTransferBatch({ repository: this.#batchRepository, clock: this.#clock }, tx, requests);
  }

  /**
   * Locks accounts until the caller's transaction ends and reads their balances (in the order asked), for a caller
   * that decides a transfer's postings on them: a stake split between the real and the bonus balance. The rows
   * are locked in account-id order, the order a transfer's statement locks them in, so a caller that locks every
   * account it then posts to (on the same house shard) takes no lock in a new order. A missing account is created
   * with nothing on it.
   */
  async lockBalances(
    tx: Executor,
    currency: Currency,
    accounts: readonly AccountRef[],
    houseShard: number,
  ): Promise<number[]> {
    checkHouseShard(houseShard);
    const keys = accounts.map((account) => accountKeyOf(account, currency, houseShard));
    const ids = await this.#repository.accountIds(tx, keys);
    const accountIds = keys.map((key) => ids.get(accountKeyText(key)) as number);
    const balances = await this.#repository.lockAccounts(tx, accountIds);
    return accountIds.map((id) => balances.get(id) ?? 0);
  }

  /**
   * The postings with their account ids, in account-id order. A house posting goes to one shard drawn per
   * transfer, so concurrent players spread over the house rows instead of queueing on one.
   */
  async #postingsOf(executor: Executor, checked: CheckedTransfer): Promise<AccountPosting[]> {
    const shard = checked.request.houseShard ?? randomHouseShard();
    const keys = checked.postings.map((posting) =>
      accountKeyOf(posting.account, checked.request.currency, shard),
    );
    const ids = await this.#repository.accountIds(executor, keys);
    return checked.postings
      .map(({ account, amount }, index) => {
        const key = keys[index] as (typeof keys)[number];
        const accountId = ids.get(accountKeyText(key));
        if (accountId === undefined) throw new Error(`wallet account ${accountKeyText(key)} missing`);
        return {
          accountId,
          amount,
          playerId: isPlayerAccount(account) ? account.playerId : null,
          kind: isPlayerAccount(account) ? account.kind : account.house,
        };
      })
      .sort((a, b) => a.accountId - b.accountId);
  }

  /**
   * Runs the write. A taken key is a replay. A debit the balance did not cover is decided again in a transaction
   * (a savepoint in the caller's) with the accounts locked: a replay of a spent key answers with its first result,
   * a refusal names the balance it was decided on, and a deposit that landed in between lets the debit through.
   */
  async #settle(
    executor: Db,
    checked: CheckedTransfer,
    postings: AccountPosting[],
    write: () => Promise<TransferResult>,
  ): Promise<TransferResult> {
    try {
      return await write();
    } catch (error) {
      if (violatedConstraint(error) === KEY_TAKEN) return this.#replay(executor, checked);
      if (violatedConstraint(error) !== OVERDRAWN) throw error;
    }
    try {
      return await executor.transaction(async (tx) => {
        const balances = await this.#repository.lockAccounts(
          tx,
          postings.map((posting) => posting.accountId),
        );
        const short = postings.find(
          (posting) =>
            posting.playerId !== null && (balances.get(posting.accountId) ?? 0) + posting.amount < 0,
        );
        if (!short) return this.#write(tx, checked, postings);
        if (await this.#repository.isKeyTaken(tx, checked.request.idempotencyKey))
          return this.#replay(tx, checked);
        throw walletErrors.insufficientFunds(balances.get(short.accountId) ?? 0, checked.request.currency);
      });
    } catch (error) {
      if (violatedConstraint(error) === KEY_TAKEN) return this.#replay(executor, checked);
      throw error;
    }
  }

  async #write(tx: Executor, checked: CheckedTransfer, postings: AccountPosting[]): Promise<TransferResult> {
    const written = await this.#repository.write(
      tx,
      checked,
      postings,
      checked.request.events ?? [],
      this.#clock.now(),
    );
    this.#onStep?.('transfer-recorded');
    const entries = postings.map(({ accountId, amount, playerId, kind }) => ({
      accountId,
      playerId,
      kind,
      amount,
      balanceAfter: written.balances.get(accountId) as number,
    }));
    return { transferId: written.id, replayed: false, createdAt: written.createdAt, entries };
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
