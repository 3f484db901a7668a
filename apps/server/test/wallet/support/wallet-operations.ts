import fc from 'fast-check';
import type { WalletService } from '../../../src/modules/wallet/wallet.service.ts';
import type { Clock } from '../../../src/platform/clock.ts';
import { depositRequest } from './deposit-request.ts';

const HOUR_MS = 3_600_000;

/**
 * What a random run may do; players, keys and holds are indexes resolved against the run's own. A keyed call is
 * made `copies` times at once (a client retrying before the first answer came back).
 */
export type WalletOperation =
  | { type: 'deposit'; player: number; key: number; amount: number; copies: number }
  | { type: 'withdraw'; player: number; key: number; amount: number; copies: number }
  | { type: 'accrual'; player: number; key: number; amount: number; hours: number; copies: number }
  | { type: 'park'; player: number; key: number; amount: number; copies: number }
  | { type: 'close'; hold: number; settle: boolean; twice: boolean }
  | { type: 'debitHold'; hold: number; asOtherPlayer: boolean }
  | { type: 'releaseDue' };

export type KeyedOperation = Extract<WalletOperation, { key: number }>;

export const PLAYERS_PER_RUN = 3;
/** What each player gets before the random operations, so debits mostly pass and holds pile up. */
export const STARTING_DEPOSIT = 20_000;
/**
 * Keys per operation type: few, so later calls reuse earlier keys (replays, or conflicts when the player or the
 * amount differ). The last two are shared by every type, so a withdrawal may reuse a deposit's key.
 */
const KEYS = 8;
const SHARED_KEYS = 2;

const player = fc.nat({ max: PLAYERS_PER_RUN - 1 });
const key = fc.nat({ max: KEYS - 1 });
const copies = fc.oneof(
  { weight: 3, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.integer({ min: 2, max: 3 }) },
);
/** Some debits exceed what a player has: refusals are part of the run. */
const debit = fc.constantFrom(500, 1_500, 3_000, 7_000, 25_000);

export const walletOperation: fc.Arbitrary<WalletOperation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('deposit' as const),
      player,
      key,
      amount: fc.constantFrom(1_000, 2_500, 5_000),
      copies,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ type: fc.constant('withdraw' as const), player, key, amount: debit, copies }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('accrual' as const),
      player,
      key,
      amount: debit,
      hours: fc.integer({ min: 1, max: 2 }),
      copies,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('park' as const), player, key, amount: debit, copies }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('close' as const),
      hold: fc.nat(),
      settle: fc.boolean(),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('debitHold' as const),
      hold: fc.nat(),
      asOtherPlayer: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('releaseDue' as const) }) },
);

/** The first batch of every run: each player's starting deposit, under keys no random operation uses. */
export function fundingBatch(): WalletOperation[] {
  return Array.from({ length: PLAYERS_PER_RUN }, (_, index) => ({
    type: 'deposit' as const,
    player: index,
    key: KEYS + index,
    amount: STARTING_DEPOSIT,
    copies: 1,
  }));
}

/** Batches run one after another; the operations of a batch run all at once. */
export const walletBatches = fc.array(fc.array(walletOperation, { minLength: 1, maxLength: 8 }), {
  minLength: 1,
  maxLength: 6,
});

/** A hold the run placed, as the operations that refer to holds by index see it. */
export interface KnownHold {
  transferId: number;
  playerId: number;
  amount: number;
  kind: 'withdrawal' | 'balance' | 'parked';
  holdTill: Date | null;
}

export interface RunContext {
  wallet: WalletService;
  clock: Clock;
  /** Distinguishes this run's keys from earlier runs' in the same database. */
  tag: string;
  players: readonly number[];
  /** Holds placed by earlier batches, in order. */
  holds: readonly KnownHold[];
}

/** What a keyed call asked, once its key and date are resolved. */
export interface KeyedCall {
  op: KeyedOperation;
  key: string;
  playerId: number;
  /** When an accrual hold falls due; null for every other call. */
  holdTill: Date | null;
  /** What the key's fingerprint stands for: the same key with other content must be a conflict. */
  content: string;
}

/** What one call returned or threw. */
export type Outcome =
  | (KeyedCall & { transferId: number; replayed: boolean | null })
  | {
      op: Extract<WalletOperation, { type: 'close' | 'debitHold' }>;
      hold: KnownHold;
      closingTransferId: number;
    }
  | { op: Extract<WalletOperation, { type: 'releaseDue' }>; released: number }
  | { op: WalletOperation; call?: KeyedCall; hold?: KnownHold; error: unknown };

function keyedCall(context: RunContext, op: KeyedOperation): KeyedCall {
  const space = op.key >= KEYS - SHARED_KEYS && op.key < KEYS ? 'shared' : op.type;
  const holdTill =
    op.type === 'accrual' ? new Date(context.clock.now().getTime() + op.hours * HOUR_MS) : null;
  return {
    op,
    key: `${context.tag}:${space}:${op.key}`,
    playerId: context.players[op.player] as number,
    holdTill,
    content: `${op.type}:${op.player}:${op.amount}:${holdTill?.toISOString() ?? ''}`,
  };
}

/** The calls one operation makes (a close asked `twice` races itself); each resolves to its outcome. */
export function callsOf(context: RunContext, op: WalletOperation): Promise<Outcome>[] {
  const { wallet } = context;
  switch (op.type) {
    case 'deposit':
    case 'withdraw':
    case 'accrual':
    case 'park': {
      const call = keyedCall(context, op);
      return Array.from({ length: op.copies }, () =>
        settle(
          place(wallet, call).then((result) => ({ ...call, ...result })),
          { op, call },
        ),
      );
    }
    case 'close': {
      // The cash desk closes withdrawal holds only; balance holds go back through debitHold or the job.
      const withdrawals = context.holds.filter((hold) => hold.kind === 'withdrawal');
      const hold = withdrawals[op.hold % Math.max(withdrawals.length, 1)];
      if (!hold) return [];
      const close = () =>
        wallet.closeHold({
          transferId: hold.transferId,
          how: op.settle ? { settle: { provider: 'sandbox' } } : { release: true },
          kind: op.settle ? 'withdrawal_payout' : 'withdrawal_return',
        });
      return (op.twice ? [close(), close()] : [close()]).map((call) =>
        settle(
          call.then(({ transfer }) => ({ op, hold, closingTransferId: transfer.transferId })),
          { op, hold },
        ),
      );
    }
    case 'debitHold': {
      const hold = context.holds[op.hold % Math.max(context.holds.length, 1)];
      if (!hold) return [];
      const owner = context.players.indexOf(hold.playerId);
      const caller = op.asOtherPlayer
        ? (context.players[(owner + 1) % context.players.length] as number)
        : hold.playerId;
      const call = wallet
        .debitHold(caller, hold.transferId)
        .then(({ transactionId }) => ({ op, hold, closingTransferId: transactionId }));
      return [settle(call, { op, hold })];
    }
    case 'releaseDue':
      return [
        settle(
          wallet.releaseDueHolds().then((released) => ({ op, released })),
          { op },
        ),
      ];
  }
}

async function place(
  wallet: WalletService,
  { op, key, playerId, holdTill }: KeyedCall,
): Promise<{ transferId: number; replayed: boolean | null }> {
  switch (op.type) {
    case 'deposit': {
      const { transferId, replayed } = await wallet.ledger.transfer(depositRequest(playerId, op.amount, key));
      return { transferId, replayed };
    }
    case 'withdraw': {
      const { transfer } = await wallet.placeHold({
        playerId,
        currency: 'UAH',
        amount: op.amount,
        kind: 'withdrawal',
        idempotencyKey: key,
      });
      return { transferId: transfer.transferId, replayed: transfer.replayed };
    }
    case 'accrual': {
      const { transactionId } = await wallet.accrualHold(playerId, 'UAH', op.amount, holdTill as Date, key);
      // The inner-balance calls do not say whether they replayed; the model tells by the transfer id.
      return { transferId: transactionId, replayed: null };
    }
    case 'park': {
      const { transactionId } = await wallet.debitPrincipal(playerId, 'UAH', op.amount, key);
      return { transferId: transactionId, replayed: null };
    }
  }
}

function settle(call: Promise<Outcome>, failed: Omit<Extract<Outcome, { error: unknown }>, 'error'>) {
  return call.catch((error: unknown) => ({ ...failed, error }));
}
