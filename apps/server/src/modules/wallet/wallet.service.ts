import {
  type BalanceHold,
  type Currency,
  HOLD_MAX_DAYS,
  HOLD_TRANSACTION_LIMIT,
  type HoldKind,
  type PlayerBalance,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { BonusStakeOrder } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { TransferOutboxEvent } from '../../platform/events/outbox-event.ts';
import { type AccountRef, type PlayerAccountKind, randomHouseShard } from './accounts.ts';
import type { Executor } from './ledger.repository.ts';
import { Ledger, TransferAborted, type TransferResult, type TransferStep } from './ledger.ts';
import type { BatchTransferResult } from './ledger-batch.ts';
import { type PlayableBalances, splitStake } from './stake-split.ts';
import type { TransferKind, TransferMetadata, TransferRequest } from './transfer-request.ts';
import { walletErrors } from './wallet.errors.ts';
import { type HoldRow, WalletRepository } from './wallet.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HoldPlacement {
  playerId: number;
  currency: Currency;
  amount: number;
  kind: HoldKind;
  idempotencyKey: string;
  holdTill?: Date | null;
  metadata?: TransferMetadata;
  events?: readonly TransferOutboxEvent[];
}

/**
 * The wallet: the only writer of money tables. Other modules move money through it — deposits credit the
 * principal from a provider's clearing account, withdrawals put principal on hold and later pay it out or return
 * it — and read balances, holds and history from it.
 */
export type BonusMovementKind =
  | 'bonus_grant'
  | 'bonus_conversion'
  | 'bonus_forfeit'
  | 'cashback_payout'
  | 'insurance_payout'
  | 'prize_payout'
  | 'lottery_ticket_purchase';

/**
 * A progressive jackpot's movement of money (decision 036), all on house shard 0 so each pool is one account row:
 * a stake's share from the game's settlement into the pool and back on a refund, the operator's seed amount into
 * the pool after a win (a promotional cost), and the pool paid to the winner's real balance.
 */
export interface JackpotMovement {
  kind: 'jackpot_contribution' | 'jackpot_refund' | 'jackpot_seed' | 'jackpot_win';
  jackpot: string;
  currency: Currency;
  amount: number;
  idempotencyKey: string;
  metadata: TransferMetadata;
  /**
   * The winner (`jackpot_win`), the staking player (a contribution, a refund) or the winner a reseed follows; the
   * operator's own top-up names none.
   */
  playerId: number | null;
  /** The game provider whose settlement account a contribution comes from and a refund goes back to. */
  provider?: string;
}

/** Jackpot pools are one row each, never sharded: the pool's balance is the account's. */
const JACKPOT_SHARD = 0;

const JACKPOT_MOVEMENTS: Record<
  JackpotMovement['kind'],
  (movement: JackpotMovement) => [AccountRef, AccountRef]
> = {
  jackpot_contribution: ({ jackpot, provider }) => [
    { house: 'game_settlement', provider: provider ?? '' },
    { house: 'jackpot_pool', provider: jackpot },
  ],
  jackpot_refund: ({ jackpot, provider }) => [
    { house: 'jackpot_pool', provider: jackpot },
    { house: 'game_settlement', provider: provider ?? '' },
  ],
  jackpot_seed: ({ jackpot }) => [{ house: 'bonus_cost' }, { house: 'jackpot_pool', provider: jackpot }],
  jackpot_win: ({ jackpot, playerId }) => {
    if (playerId === null) throw walletErrors.invalidTransfer('a jackpot is paid to a player');
    return [
      { house: 'jackpot_pool', provider: jackpot },
      { playerId, kind: 'real' },
    ];
  },
};

/**
 * A game's money movement: a bet takes the stake from the player's real and bonus balances, a win pays the
 * player, a rollback refunds a bet.
 */
export type GameMovement = {
  playerId: number;
  currency: Currency;
  provider: string;
  /** The provider's transaction id (bet-and-win calls suffix their win's). */
  reference: string;
  metadata: TransferMetadata;
  /** One shard for every transfer of the caller's transaction (see TransferRequest). */
  houseShard?: number;
} & (
  | { kind: 'game_bet'; amount: number }
  /** `toBonus`: the part of the win paid to the bonus balance (the round's bonus share); the rest is real money. */
  | { kind: 'game_win'; amount: number; toBonus?: number }
  /** `betReference`: the provider's transaction id of the bet refunded, each part to the balance it came from. */
  | { kind: 'game_rollback'; betReference: string }
);

/**
 * A sports bet's movement of money: its stake, a payout, a stake returned, a payout taken back, a cash-out; and a
 * free bet's stake and its return, which move the house's money (the bonus cost), never the player's.
 */
export interface SportMovement {
  kind:
    | 'sport_bet'
    | 'sport_payout'
    | 'sport_refund'
    | 'sport_reversal'
    | 'sport_cashout'
    | 'sport_freebet_stake'
    | 'sport_freebet_refund';
  playerId: number;
  currency: Currency;
  amount: number;
  idempotencyKey: string;
  metadata: TransferMetadata;
  events?: readonly TransferOutboxEvent[];
  /** One shard for every transfer of the caller's transaction (see TransferRequest). */
  houseShard?: number;
}

/** A stake's transfer with the player's balances right after it (locked by it until the transaction ends). */
export interface GameStake extends TransferResult {
  balances: PlayableBalances;
}

/** Where each bonus movement takes money from and puts it. */
const BONUS_MOVEMENTS: Record<BonusMovementKind, (playerId: number) => [AccountRef, AccountRef]> = {
  bonus_grant: (playerId) => [{ house: 'bonus_cost' }, { playerId, kind: 'bonus' }],
  bonus_conversion: (playerId) => [
    { playerId, kind: 'bonus' },
    { playerId, kind: 'real' },
  ],
  bonus_forfeit: (playerId) => [{ playerId, kind: 'bonus' }, { house: 'bonus_cost' }],
  /** Cashback paid as real money is a marketing cost like bonus money. */
  cashback_payout: (playerId) => [{ house: 'bonus_cost' }, { playerId, kind: 'real' }],
  /** A lost insured deposit restored as real money: the insurance programme's cost, like cashback. */
  insurance_payout: (playerId) => [{ house: 'bonus_cost' }, { playerId, kind: 'real' }],
  /** A money prize (a competition's place, later a wheel's segment) paid as real money: a marketing cost. */
  prize_payout: (playerId) => [{ house: 'bonus_cost' }, { playerId, kind: 'real' }],
  /** A lottery ticket bought with real money: it pays towards the lottery's prizes, a marketing cost. */
  lottery_ticket_purchase: (playerId) => [{ playerId, kind: 'real' }, { house: 'bonus_cost' }],
};

/**
 * The transfer of a sports bet's movement (decision 032): a stake and a reversal of a payout take from the player's
 * real balance into the sportsbook's book, a payout, a refund and a cash-out give back; a free bet's stake and its
 * return move between the bonus cost and the book, never the player's money.
 */
function sportTransferRequest(movement: SportMovement): TransferRequest {
  if (!Number.isSafeInteger(movement.amount) || movement.amount <= 0) {
    throw walletErrors.invalidTransfer('a sports amount must be a positive whole number of minor units');
  }
  const freebet = movement.kind === 'sport_freebet_stake' || movement.kind === 'sport_freebet_refund';
  const toBook = ['sport_bet', 'sport_reversal', 'sport_freebet_stake'].includes(movement.kind);
  const toHouse = toBook ? movement.amount : -movement.amount;
  return {
    idempotencyKey: movement.idempotencyKey,
    kind: movement.kind,
    currency: movement.currency,
    postings: [
      {
        account: freebet ? { house: 'bonus_cost' } : { playerId: movement.playerId, kind: 'real' },
        amount: -toHouse,
      },
      { account: { house: 'sportsbook' }, amount: toHouse },
    ],
    metadata: freebet ? { ...movement.metadata, playerId: movement.playerId } : movement.metadata,
    events: movement.events,
    houseShard: movement.houseShard,
  };
}

export class WalletService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #ledger: Ledger;
  readonly #repository = new WalletRepository();
  readonly #stakeOrder: BonusStakeOrder;

  constructor(deps: {
    db: Db;
    clock: Clock;
    onTransferStep?: (step: TransferStep) => void;
    /** Which balance a stake takes first (`BONUS_STAKE_ORDER`); real money unless told. */
    stakeOrder?: BonusStakeOrder;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#ledger = new Ledger({ db: deps.db, clock: deps.clock, onStep: deps.onTransferStep });
    this.#stakeOrder = deps.stakeOrder ?? 'real_first';
  }

  get ledger(): Ledger {
    return this.#ledger;
  }

  async balance(playerId: number, currency: Currency, executor: Executor = this.#db): Promise<PlayerBalance> {
    const balances = await this.#repository.playerBalances(executor, playerId, currency);
    const principal = balances.real ?? 0;
    const hold = balances.hold ?? 0;
    return { playerId, currency, principal, hold, total: principal + hold, bonus: balances.bonus ?? 0 };
  }

  /**
   * Locks the player's real and bonus balances until the caller's transaction ends, in the order a stake locks
   * them, and reads them: a movement of the whole bonus balance (a forfeit, a conversion) is decided on what no
   * stake or win can change before it is written.
   */
  async lockPlayableBalances(tx: Db, playerId: number, currency: Currency): Promise<PlayableBalances> {
    const accounts: AccountRef[] = [
      { playerId, kind: 'real' },
      { playerId, kind: 'bonus' },
    ];
    // No house account is locked, so no house shard is drawn.
    const [real = 0, bonus = 0] = await this.#ledger.lockBalances(tx, currency, accounts, 0);
    return { real, bonus };
  }

  /**
   * Credits a completed deposit to the principal from the provider's clearing account, inside the caller's
   * transaction (the payment's status commits with it). Keyed by the payment id: applied once whatever happens.
   */
  creditDeposit(
    tx: Db,
    deposit: {
      playerId: number;
      currency: Currency;
      amount: number;
      provider: string;
      paymentId: string;
      events?: readonly TransferOutboxEvent[];
    },
  ): Promise<TransferResult> {
    return this.#ledger.transferWithin(tx, {
      idempotencyKey: `deposit:${deposit.paymentId}`,
      kind: 'deposit',
      currency: deposit.currency,
      postings: [
        { account: { house: 'psp_clearing', provider: deposit.provider }, amount: -deposit.amount },
        { account: { playerId: deposit.playerId, kind: 'real' }, amount: deposit.amount },
      ],
      metadata: { paymentId: deposit.paymentId, provider: deposit.provider },
      events: deposit.events,
    });
  }

  /**
   * A manual adjustment an operator made (back office): credits (positive) or debits (negative) the player's real
   * balance against the house's adjustments account, in the caller's transaction, once per adjustment id. A debit
   * beyond the balance aborts the transaction (`TransferAborted`): no balance goes below zero.
   */
  adjustBalance(
    tx: Db,
    adjustment: { id: string; playerId: number; currency: Currency; amount: number; reasonCode: string },
  ): Promise<TransferResult> {
    return this.#ledger.transferWithin(tx, {
      idempotencyKey: `adjustment:${adjustment.id}`,
      kind: 'adjustment',
      currency: adjustment.currency,
      postings: [
        { account: { house: 'adjustments' }, amount: -adjustment.amount },
        { account: { playerId: adjustment.playerId, kind: 'real' }, amount: adjustment.amount },
      ],
      metadata: { adjustmentId: adjustment.id, reasonCode: adjustment.reasonCode },
    });
  }

  /**
   * Moves a game's money as a statement of the caller's transaction (the round and the provider's transaction
   * record commit with it), between the player's real and bonus balances and the provider's game settlement
   * account. A bet takes the stake from the two balances in the configured order; a win pays `toBonus` to the
   * bonus balance and the rest to the real one; a rollback returns what its bet took from each. Keyed by the
   * provider's transaction id, so nothing moves twice. A game call is all or nothing, so there is no savepoint:
   * a stake the two balances do not cover, or a key applied already, aborts the caller's transaction with
   * `TransferAborted` (ledger.ts) for the caller to answer once it has rolled back.
   */
  gameTransfer(tx: Db, movement: GameMovement & { kind: 'game_bet' }): Promise<GameStake>;
  gameTransfer(tx: Db, movement: GameMovement): Promise<TransferResult>;
  async gameTransfer(tx: Db, movement: GameMovement): Promise<TransferResult> {
    // A negative amount would run the movement backwards (a bet paying the player).
    if (
      movement.kind !== 'game_rollback' &&
      (!Number.isSafeInteger(movement.amount) || movement.amount <= 0)
    ) {
      throw walletErrors.invalidTransfer('a game amount must be a positive whole number of minor units');
    }
    // The stake locks the house shard before it posts there: both must be the one shard.
    const houseShard = movement.houseShard ?? randomHouseShard();
    if (movement.kind === 'game_bet') return this.#stake(tx, movement, houseShard);
    if (movement.kind === 'game_win') {
      const toBonus = movement.toBonus ?? 0;
      if (!Number.isSafeInteger(toBonus) || toBonus < 0 || toBonus > movement.amount) {
        throw walletErrors.invalidTransfer("a win's bonus part must be a whole number between 0 and the win");
      }
      return this.#moveGameMoney(
        tx,
        movement,
        { real: movement.amount - toBonus, bonus: toBonus },
        houseShard,
      );
    }
    const bet = await this.#ledger.repository.findTransfer(
      tx,
      gameKey(movement.provider, movement.betReference),
    );
    if (!bet) throw walletErrors.invalidTransfer(`no bet ${movement.betReference} to refund`);
    const takenFrom = (kind: PlayerAccountKind) =>
      -bet.entries
        .filter((entry) => entry.playerId === movement.playerId && entry.kind === kind)
        .reduce((sum, entry) => sum + entry.amount, 0);
    return this.#moveGameMoney(
      tx,
      movement,
      { real: takenFrom('real'), bonus: takenFrom('bonus') },
      houseShard,
    );
  }

  /**
   * A bet: the player's balances and the house shard are locked first, in the order the transfer locks them, so
   * the split is decided on balances nothing else can change before the transfer is written.
   */
  async #stake(
    tx: Db,
    movement: GameMovement & { kind: 'game_bet' },
    houseShard: number,
  ): Promise<GameStake> {
    const { playerId, currency, provider } = movement;
    const [real = 0, bonus = 0] = await this.#ledger.lockBalances(
      tx,
      currency,
      [
        { playerId, kind: 'real' },
        { playerId, kind: 'bonus' },
        { house: 'game_settlement', provider },
      ],
      houseShard,
    );
    const taken = splitStake(movement.amount, { real, bonus }, this.#stakeOrder);
    if (!taken) throw new TransferAborted('overdrawn', gameKey(provider, movement.reference));
    const transfer = await this.#moveGameMoney(
      tx,
      movement,
      { real: -taken.real, bonus: -taken.bonus },
      houseShard,
    );
    return { ...transfer, balances: { real: real - taken.real, bonus: bonus - taken.bonus } };
  }

  /**
   * One game transfer: `toPlayer` is what each of the player's balances gets (negative: gives); the provider's
   * game settlement account takes or pays the rest.
   */
  #moveGameMoney(
    tx: Db,
    movement: GameMovement,
    toPlayer: PlayableBalances,
    houseShard: number,
  ): Promise<TransferResult> {
    const { playerId, provider } = movement;
    return this.#ledger.transferOrAbort(tx, {
      idempotencyKey: gameKey(provider, movement.reference),
      kind: movement.kind,
      currency: movement.currency,
      // A part of nothing is no posting: a bet all of real money touches only the real balance.
      postings: [
        { account: { playerId, kind: 'real' }, amount: toPlayer.real },
        { account: { playerId, kind: 'bonus' }, amount: toPlayer.bonus },
        { account: { house: 'game_settlement', provider }, amount: -(toPlayer.real + toPlayer.bonus) },
      ],
      metadata: { ...movement.metadata, provider },
      houseShard,
    });
  }

  /**
   * A free round's stake, paid by the house: from the bonus cost to the provider's game settlement account, so
   * the promotion's cost is on the ledger and the player's balances are untouched. One statement of the caller's
   * transaction, keyed like a game's bet by the provider's transaction id (see `gameTransfer`).
   */
  freeRoundStake(
    tx: Db,
    stake: Omit<GameMovement & { kind: 'game_bet' }, 'kind'> & { houseShard: number },
  ): Promise<TransferResult> {
    if (!Number.isSafeInteger(stake.amount) || stake.amount <= 0) {
      throw walletErrors.invalidTransfer('a free round stake must be a positive whole number of minor units');
    }
    return this.#ledger.transferOrAbort(tx, {
      idempotencyKey: gameKey(stake.provider, stake.reference),
      kind: 'free_round_stake',
      currency: stake.currency,
      postings: [
        { account: { house: 'bonus_cost' }, amount: -stake.amount },
        { account: { house: 'game_settlement', provider: stake.provider }, amount: stake.amount },
      ],
      metadata: { ...stake.metadata, provider: stake.provider, playerId: stake.playerId },
      houseShard: stake.houseShard,
    });
  }

  /**
   * Moves a sports bet's money (decision 032) between the player's real balance and the sportsbook's book, as one
   * statement of the caller's transaction: a stake and a reversal of a payout take from the player, a payout and
   * a refund of a stake and a cash-out give to them; a free bet's stake and its return move between the bonus
   * cost and the book. Keyed by the caller's key (the bet and its step), so nothing moves twice.
   * A debit the real balance does not cover aborts the caller's transaction (`TransferAborted`): the caller locks
   * the balance first and asks only for what it covers.
   */
  sportTransfer(tx: Db, movement: SportMovement): Promise<TransferResult> {
    return this.#ledger.transferOrAbort(tx, sportTransferRequest(movement));
  }

  /**
   * Moves many sports bets' money as one batch of transfers in the caller's transaction (a market's bets settled
   * together): each movement the transfer `sportTransfer` would write, under its own key, with its own events. A
   * key applied before moves nothing again; a debit the real balance does not cover refuses the whole batch before
   * anything is written (`TransferAborted`): the caller locks the balances first and asks only for what they cover.
   */
  sportTransfers(tx: Db, movements: readonly SportMovement[]): Promise<BatchTransferResult[]> {
    return this.#ledger.transferBatch(tx, movements.map(sportTransferRequest));
  }

  /**
   * Locks the players' real balances in one currency until the caller's transaction ends, in account-id order, and
   * reads them: what a batch may take back from each is decided on balances nothing else can change before it.
   */
  async lockRealBalances(
    tx: Db,
    currency: Currency,
    playerIds: readonly number[],
  ): Promise<Map<number, number>> {
    const players = [...new Set(playerIds)];
    const balances = await this.#ledger.lockBalances(
      tx,
      currency,
      players.map((playerId) => ({ playerId, kind: 'real' as const })),
      0,
    );
    return new Map(players.map((playerId, index) => [playerId, balances[index] ?? 0]));
  }

  /**
   * Moves bonus money (decision 027) inside the caller's transaction: a grant from the house's bonus cost to the
   * player's bonus balance, a conversion from the bonus balance to the principal, a forfeit from the bonus balance
   * back to the house. Keyed by the caller's idempotency key (the bonus and its step), so nothing moves twice.
   */
  bonusTransfer(
    tx: Db,
    movement: {
      kind: BonusMovementKind;
      playerId: number;
      currency: Currency;
      amount: number;
      idempotencyKey: string;
      metadata: TransferMetadata;
      events?: readonly TransferOutboxEvent[];
    },
  ): Promise<TransferResult> {
    if (!Number.isSafeInteger(movement.amount) || movement.amount <= 0) {
      throw walletErrors.invalidTransfer('a bonus amount must be a positive whole number of minor units');
    }
    const [from, to] = BONUS_MOVEMENTS[movement.kind](movement.playerId);
    return this.#ledger.transferWithin(tx, {
      idempotencyKey: movement.idempotencyKey,
      kind: movement.kind,
      currency: movement.currency,
      postings: [
        { account: from, amount: -movement.amount },
        { account: to, amount: movement.amount },
      ],
      metadata: movement.metadata,
      events: movement.events,
    });
  }

  /**
   * Locks a jackpot's pool in a currency until the caller's transaction ends and reads its balance: a win pays
   * what it reads, and a second win waits for the first to commit and reads the reseeded pool.
   */
  async lockJackpotPool(tx: Db, jackpot: string, currency: Currency): Promise<number> {
    const [balance = 0] = await this.#ledger.lockBalances(
      tx,
      currency,
      [{ house: 'jackpot_pool', provider: jackpot }],
      JACKPOT_SHARD,
    );
    return balance;
  }

  /** The balance of every jackpot's pool in a currency, by jackpot slug. */
  jackpotPools(currency: Currency, executor: Executor = this.#db): Promise<Map<string, number>> {
    return this.#repository.jackpotPools(executor, currency);
  }

  /** Moves a jackpot's money (see `JackpotMovement`) in the caller's transaction, once per idempotency key. */
  jackpotTransfer(tx: Db, movement: JackpotMovement): Promise<TransferResult> {
    if (!Number.isSafeInteger(movement.amount) || movement.amount <= 0) {
      throw walletErrors.invalidTransfer('a jackpot amount must be a positive whole number of minor units');
    }
    const [from, to] = JACKPOT_MOVEMENTS[movement.kind](movement);
    return this.#ledger.transferWithin(tx, {
      idempotencyKey: movement.idempotencyKey,
      kind: movement.kind,
      currency: movement.currency,
      postings: [
        { account: from, amount: -movement.amount },
        { account: to, amount: movement.amount },
      ],
      metadata: { ...movement.metadata, jackpot: movement.jackpot, playerId: movement.playerId },
      houseShard: JACKPOT_SHARD,
    });
  }

  /** Moves principal to hold and records the hold, in the caller's transaction or one of its own. */
  async placeHold(placement: HoldPlacement, tx?: Db): Promise<{ hold: HoldRow; transfer: TransferResult }> {
    // A negative amount would run the transfer backwards, from hold to principal.
    if (!Number.isSafeInteger(placement.amount) || placement.amount <= 0) {
      throw walletErrors.invalidTransfer('a hold amount must be a positive whole number of minor units');
    }
    const run = async (executor: Db) => {
      const transfer = await this.#ledger.transferWithin(executor, {
        idempotencyKey: placement.idempotencyKey,
        kind: placementKind(placement.kind),
        currency: placement.currency,
        postings: [
          { account: { playerId: placement.playerId, kind: 'real' }, amount: -placement.amount },
          { account: { playerId: placement.playerId, kind: 'hold' }, amount: placement.amount },
        ],
        // The date is part of what was asked: a retry of the key with another date is a conflict, not a replay.
        metadata: {
          ...placement.metadata,
          holdKind: placement.kind,
          ...(placement.holdTill ? { holdTill: placement.holdTill.toISOString() } : {}),
        },
        events: placement.events,
      });
      const hold = await this.#repository.insertHold(executor, {
        playerId: placement.playerId,
        currency: placement.currency,
        kind: placement.kind,
        amount: placement.amount,
        transferId: transfer.transferId,
        holdTill: placement.holdTill ?? null,
      });
      return { hold, transfer };
    };
    return tx ? run(tx) : this.#db.transaction(run);
  }

  /**
   * Closes an active hold: `release` returns it to the principal, `settle` pays it out to the provider's clearing
   * account. A closed hold is not closed twice; the second caller gets `hold_closed`.
   */
  async closeHold(
    close: {
      transferId: number;
      playerId?: number;
      how: { release: true } | { settle: { provider: string } };
      kind: TransferKind;
      metadata?: TransferMetadata;
      events?: readonly TransferOutboxEvent[];
      /** Refuse to release a dated hold before its date. */
      onlyWhenDue?: boolean;
    },
    tx?: Db,
  ): Promise<{ hold: HoldRow; transfer: TransferResult }> {
    const run = async (executor: Db) => {
      const hold = await this.#repository.lockHold(executor, close.playerId ?? null, close.transferId);
      if (!hold) throw walletErrors.holdNotFound();
      if (hold.status !== 'active') throw walletErrors.holdClosed();
      const now = this.#clock.now();
      if (close.onlyWhenDue && hold.holdTill && hold.holdTill > now) {
        throw walletErrors.holdNotDue(hold.holdTill.toISOString());
      }
      const target: AccountRef =
        'release' in close.how
          ? { playerId: hold.playerId, kind: 'real' }
          : { house: 'psp_clearing', provider: close.how.settle.provider };
      const transfer = await this.#ledger.transferWithin(executor, {
        idempotencyKey: `hold-close:${hold.transferId}`,
        kind: close.kind,
        currency: hold.currency as Currency,
        postings: [
          { account: { playerId: hold.playerId, kind: 'hold' }, amount: -hold.amount },
          { account: target, amount: hold.amount },
        ],
        metadata: { ...close.metadata, holdTransactionId: hold.transferId },
        events: close.events,
      });
      const status: 'released' | 'settled' = 'release' in close.how ? 'released' : 'settled';
      await this.#repository.closeHold(executor, hold.id, {
        status,
        closedByTransferId: transfer.transferId,
        closedAt: now,
      });
      return { hold: { ...hold, status, closedByTransferId: transfer.transferId, closedAt: now }, transfer };
    };
    return tx ? run(tx) : this.#db.transaction(run);
  }

  /** Inner balance `show`: the balance and the active holds. */
  async innerBalance(playerId: number, currency: Currency) {
    const [balance, holds] = await Promise.all([
      this.balance(playerId, currency),
      this.#repository.activeHolds(this.#db, playerId, currency),
    ]);
    return { ...balance, holds: holds.map(toBalanceHold), holdTransactionLimit: HOLD_TRANSACTION_LIMIT };
  }

  /** Inner balance `accrual-hold`: sets principal aside until a date; the hold job returns it then. */
  async accrualHold(
    playerId: number,
    currency: Currency,
    amount: number,
    holdTill: Date,
    idempotencyKey: string,
  ) {
    const now = this.#clock.now();
    if (holdTill <= now || holdTill.getTime() - now.getTime() > HOLD_MAX_DAYS * DAY_MS) {
      throw walletErrors.holdTillOutOfRange(HOLD_MAX_DAYS);
    }
    return this.#balanceHold({ playerId, currency, amount, kind: 'balance', holdTill, idempotencyKey });
  }

  /** Inner balance `debit-principal`: parks principal on hold with no date, until the player takes it back. */
  debitPrincipal(playerId: number, currency: Currency, amount: number, idempotencyKey: string) {
    return this.#balanceHold({ playerId, currency, amount, kind: 'parked', holdTill: null, idempotencyKey });
  }

  /** Inner balance `debit-hold`: returns one of the player's balance holds to the principal, once it is due. */
  async debitHold(playerId: number, transferId: number) {
    const { hold, transfer } = await this.#db.transaction(async (tx) => {
      const locked = await this.#repository.lockHold(tx, playerId, transferId);
      // Withdrawal holds belong to the cash desk: they are canceled there, never released here.
      if (!locked || locked.kind === 'withdrawal') throw walletErrors.holdNotFound();
      return this.closeHold(
        { transferId, playerId, how: { release: true }, kind: 'hold_release', onlyWhenDue: true },
        tx,
      );
    });
    return {
      transactionId: transfer.transferId,
      hold,
      balance: await this.balance(playerId, hold.currency as Currency),
    };
  }

  /**
   * Returns up to `limit` due dated holds to their owners; safe on several nodes at once (SKIP LOCKED). Each hold
   * is released in a transaction of its own: one that released several would lock several players' accounts in
   * due-date order, and two such runs could wait on each other in a cycle.
   */
  async releaseDueHolds(limit = 100): Promise<number> {
    let released = 0;
    while (released < limit) {
      const releasedOne = await this.#db.transaction(async (tx) => {
        const [hold] = await this.#repository.dueHolds(tx, this.#clock.now(), 1);
        if (!hold) return false;
        await this.closeHold(
          { transferId: hold.transferId, how: { release: true }, kind: 'hold_release' },
          tx,
        );
        return true;
      });
      if (!releasedOne) break;
      released += 1;
    }
    return released;
  }

  /**
   * Real-money stakes (less refunds) and wins, at the casino and on sports, since a moment: what wager and loss
   * limits count.
   */
  playTotals(playerId: number, since: Date, executor: Executor = this.#db) {
    return this.#repository.playTotals(executor, playerId, since);
  }

  /** Real-money stakes (less refunds) and wins over `[from, to]` (a withdrawal's risk flags compare a deposit). */
  playTotalsBetween(playerId: number, from: Date, to: Date, executor: Executor = this.#db) {
    return this.#repository.playTotals(executor, playerId, from, to);
  }

  /** Every entry on the player's accounts (real, bonus, hold), newest first, at most `limit` (the back office). */
  playerEntries(playerId: number, limit: number, executor: Executor = this.#db) {
    return this.#repository.entriesOf(executor, playerId, limit);
  }

  /** The player's real-money play in a currency over `[from, to)`, by game (cashback's net losses). */
  realPlayByGame(
    playerId: number,
    currency: Currency,
    period: { from: Date; to: Date },
    executor: Executor = this.#db,
  ) {
    return this.#repository.realPlayByGame(executor, playerId, currency, period);
  }

  /**
   * A transfer's movement of the player's real balance: the balance right after it and when it was made (deposit
   * insurance dates its cover by a deposit's and judges a stake's loss by it), or null when the transfer did not
   * touch their real balance.
   */
  realEntry(playerId: number, transferId: number, executor: Executor = this.#db) {
    return this.#repository.realEntry(executor, playerId, transferId);
  }

  async #balanceHold(placement: Omit<HoldPlacement, 'kind'> & { kind: 'balance' | 'parked' }) {
    return this.#db.transaction(async (tx) => {
      const { transfer } = await this.placeHold(placement, tx);
      // Counted after placing: the placement locked the player's accounts, so a concurrent placement has either
      // committed (and is counted here) or waits for this one. Counting first would let both pass the limit.
      if ((await this.#repository.countActiveBalanceHolds(tx, placement.playerId)) > HOLD_TRANSACTION_LIMIT) {
        throw walletErrors.tooManyHolds(HOLD_TRANSACTION_LIMIT);
      }
      return {
        transactionId: transfer.transferId,
        balance: await this.balance(placement.playerId, placement.currency, tx),
      };
    });
  }
}

/** The ledger key of a game's money movement: the provider's transaction id. */
function gameKey(provider: string, reference: string): string {
  return `game:${provider}:${reference}`;
}

function placementKind(kind: HoldKind): TransferKind {
  if (kind === 'withdrawal') return 'withdrawal_request';
  return kind === 'balance' ? 'hold_accrual' : 'hold_park';
}

function toBalanceHold(hold: HoldRow): BalanceHold {
  return {
    transactionId: hold.transferId,
    kind: hold.kind,
    amount: hold.amount,
    holdTill: hold.holdTill?.toISOString() ?? null,
    status: hold.status,
    createdAt: hold.createdAt.toISOString(),
  };
}
