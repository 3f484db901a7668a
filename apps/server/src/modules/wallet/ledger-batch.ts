import { balanceChangedEvent } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import {
  type AccountKey,
  accountKeyOf,
  accountKeyText,
  isPlayerAccount,
  randomHouseShard,
} from './accounts.ts';
import type { Executor } from './ledger.repository.ts';
import { TransferAborted } from './ledger.ts';
import type {
  BatchEntryRow,
  BatchEventRow,
  BatchTransferRow,
  LedgerBatchRepository,
} from './ledger-batch.repository.ts';
import { type CheckedTransfer, checkTransfer, type TransferRequest } from './transfer-request.ts';
import { walletErrors } from './wallet.errors.ts';

/** What became of one transfer of a batch. */
export interface BatchTransferResult {
  idempotencyKey: string;
  transferId: number;
  /** True when the key had been applied before: nothing moved for it this time. */
  replayed: boolean;
}

interface ResolvedPosting {
  accountId: number;
  amount: number;
  playerId: number | null;
  kind: string;
}

/**
 * Posts many transfers inside the caller's transaction with the guarantees of a single one, in a few statements
 * however many they are: the accounts resolved, the keys already applied read, the accounts locked (players, then
 * the house), and everything written by one statement (`LedgerBatchRepository.write`). The balances are computed
 * here from the locked rows, transfer after transfer in the batch's order, so each entry carries its account's
 * balance right after it and each account gets one update by its sum.
 *
 * - A key applied before with the same request is a replay: nothing moves for it, its first transfer is named.
 * - A key applied before with another request refuses the batch (`idempotency_conflict`); nothing is written.
 * - A player debit its balance does not cover, at its place in the batch, refuses the batch (`TransferAborted`,
 *   overdrawn, naming its key); nothing is written, and the caller's transaction is still usable.
 *
 * The house postings without a shard of their own go to one shard drawn for the batch, so a batch locks one row of
 * each house account it touches.
 */
export async function postTransferBatch(
  deps: { repository: LedgerBatchRepository; clock: Clock },
  tx: Executor,
  requests: readonly TransferRequest[],
): Promise<BatchTransferResult[]> {
  if (requests.length === 0) return [];
  const { repository } = deps;
  const checked = requests.map(checkTransfer);
  const keys = checked.map((transfer) => transfer.request.idempotencyKey);
  if (new Set(keys).size !== keys.length)
    throw walletErrors.invalidTransfer('a batch names each idempotency key once');
  const shard = randomHouseShard();
  const accountKeys = checked.map((transfer) =>
    transfer.postings.map((posting) =>
      accountKeyOf(posting.account, transfer.request.currency, transfer.request.houseShard ?? shard),
    ),
  );
  const ids = await repository.accountIds(tx, distinct(accountKeys.flat()));
  const applied = await repository.applied(tx, keys);
  for (const transfer of checked) {
    const stored = applied.get(transfer.request.idempotencyKey);
    if (stored && stored.fingerprint !== transfer.fingerprint)
      throw walletErrors.idempotencyConflict(transfer.request.idempotencyKey);
  }
  const transferIds = new Map([...applied].map(([key, stored]) => [key, stored.id]));
  const fresh = checked
    .map((transfer, index) => ({ transfer, postings: resolve(transfer, accountKeys[index] ?? [], ids) }))
    .filter(({ transfer }) => !applied.has(transfer.request.idempotencyKey));
  if (fresh.length > 0) {
    const accountIds = [...new Set(fresh.flatMap(({ postings }) => postings.map((p) => p.accountId)))];
    const balances = await repository.lockPlayersThenHouse(tx, accountIds);
    const written = await repository.write(tx, { ...plan(fresh, balances), at: deps.clock.now() });
    for (const [key, id] of written) transferIds.set(key, id);
  }
  const freshKeys = new Set(fresh.map(({ transfer }) => transfer.request.idempotencyKey));
  return keys.map((key) => ({
    idempotencyKey: key,
    transferId: transferIds.get(key) as number,
    replayed: !freshKeys.has(key),
  }));
}

function distinct(keys: readonly AccountKey[]): AccountKey[] {
  return [...new Map(keys.map((key) => [accountKeyText(key), key])).values()];
}

/** The transfer's postings with their account ids, in account-id order (the order a single transfer writes). */
function resolve(
  transfer: CheckedTransfer,
  keys: readonly AccountKey[],
  ids: Map<string, number>,
): ResolvedPosting[] {
  return transfer.postings
    .map(({ account, amount }, index) => {
      const key = keys[index] as AccountKey;
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
 * The rows of the batch: each transfer applied in turn to the running balances, its entries with the balance after
 * them, a `BalanceChanged` per player (as a single transfer writes it) and then the caller's events.
 */
function plan(
  fresh: readonly { transfer: CheckedTransfer; postings: ResolvedPosting[] }[],
  balances: Map<number, number>,
) {
  const transfers: BatchTransferRow[] = [];
  const entries: BatchEntryRow[] = [];
  const events: BatchEventRow[] = [];
  const deltas = new Map<number, number>();
  for (const { transfer, postings } of fresh) {
    const { request } = transfer;
    const key = request.idempotencyKey;
    transfers.push({
      n: transfers.length,
      key,
      kind: request.kind,
      currency: request.currency,
      fingerprint: transfer.fingerprint,
      player_id: transfer.playerId,
      metadata: request.metadata ?? {},
    });
    const accountsByPlayer = new Map<number, Record<string, number>>();
    for (const { accountId, amount, playerId, kind } of postings) {
      const balance = (balances.get(accountId) ?? 0) + amount;
      if (playerId !== null && balance < 0) throw new TransferAborted('overdrawn', key);
      balances.set(accountId, balance);
      deltas.set(accountId, (deltas.get(accountId) ?? 0) + amount);
      entries.push({ n: entries.length, key, account_id: accountId, amount, balance_after: balance });
      if (playerId !== null)
        accountsByPlayer.set(playerId, { ...accountsByPlayer.get(playerId), [kind]: balance });
    }
    for (const [playerId, accounts] of [...accountsByPlayer].sort(([a], [b]) => a - b)) {
      events.push({
        n: events.length,
        key,
        type: 'BalanceChanged',
        version: balanceChangedEvent.shape.version.value,
        player_id: playerId,
        payload: { currency: request.currency, kind: request.kind, accounts },
      });
    }
    for (const event of request.events ?? []) {
      events.push({
        n: events.length,
        key,
        type: event.type,
        version: event.version,
        player_id: event.playerId,
        payload: event.payload as Record<string, unknown>,
      });
    }
  }
  return {
    transfers,
    entries,
    events,
    deltas: [...deltas].filter(([, delta]) => delta !== 0).map(([id, delta]) => ({ id, delta })),
  };
}
