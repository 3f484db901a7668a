import { type BonusStatus, type Currency, domainEvent } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { Games } from '../games/index.ts';
import type { Sportsbook } from '../sportsbook/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { isActive, isClosed, isSpinning } from './bonus-view.ts';
import { bonusErrors } from './bonuses.errors.ts';
import type {
  BonusesRepository,
  BonusTemplateRow,
  NewPlayerBonusRow,
  PlayerBonusRow,
  TakenBonus,
} from './bonuses.repository.ts';
import type { TakenFreeSpins } from './bonuses.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type BonusMovement = Parameters<WalletService['bonusTransfer']>[1]['kind'];

/** A ledger movement of a state change, named by its step: the bonus and the step are its idempotency key. */
interface Movement {
  kind: BonusMovement;
  step: 'grant' | 'conversion' | 'forfeit';
  amount: number;
}

/** What a bonus is given when taken: everything but its state, which the lifecycle decides. */
export type BonusDraft = Omit<NewPlayerBonusRow, 'status' | 'activatedAt' | 'expiresAt' | 'id'>;

interface Deps {
  repository: BonusesRepository;
  wallet: Pick<WalletService, 'bonusTransfer' | 'balance' | 'lockPlayableBalances'>;
  clock: Clock;
  /** The games module's free rounds: a free-spin bonus gives its spins when it activates. */
  freeRounds: Pick<Games['freeRounds'], 'grant' | 'cancel'>;
  /** The sportsbook's free bets: a free-bet bonus gives its free bet when it activates. */
  freebets: Sportsbook['freebets'];
}

/**
 * A player's bonus from taken to closed (decision 027), in the caller's transaction, which holds the player's
 * bonus lock (`BonusesRepository.lockPlayer`). Each change writes the row, its ledger movements (keyed by the
 * bonus and the step, so none happens twice) and `BonusStatusChanged` together; one bonus is active per player and
 * currency, and when it closes the oldest queued one activates.
 */
export class BonusLifecycle {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** A deposit bonus chosen for a deposit not credited yet: `init`, no money. */
  async choose(tx: Db, template: BonusTemplateRow, draft: BonusDraft): Promise<TakenBonus | undefined> {
    const bonus = await this.#deps.repository.insertBonus(tx, { ...draft, status: 'init' });
    if (!bonus) return undefined;
    return this.#changed(tx, { bonus, template }, null, []);
  }

  /**
   * A bonus accepted and not activated yet (a personal offer accepted): `sleeping`, no money, until `expiresAt`;
   * activating it is `grant` with it as `chosen`. Undefined when its source gave one already.
   */
  async sleep(
    tx: Db,
    template: BonusTemplateRow,
    draft: BonusDraft,
    expiresAt: Date,
  ): Promise<TakenBonus | undefined> {
    const bonus = await this.#deps.repository.insertBonus(tx, { ...draft, status: 'sleeping', expiresAt });
    if (!bonus) return undefined;
    return this.#changed(tx, { bonus, template }, null, []);
  }

  /**
   * A bonus given its money (a no-deposit bonus taken, a deposit credited for its chosen bonus): active at once
   * with its money on the bonus balance, or queued (`waiting`, no money yet) behind the active one. `chosen` is
   * the player's `init` bonus the deposit was for, which becomes this one; otherwise a new bonus is inserted,
   * unless its source gave one already (answered with undefined).
   */
  async grant(
    tx: Db,
    template: BonusTemplateRow,
    draft: BonusDraft,
    chosen: PlayerBonusRow | null = null,
  ): Promise<TakenBonus | undefined> {
    const { repository } = this.#deps;
    // A free bet puts no money on the bonus balance: it is never queued behind the active bonus.
    const queued =
      !draft.freebet && (await repository.activeBonus(tx, draft.playerId, draft.currency)) !== undefined;
    const state = queued ? { status: 'waiting' as const } : this.#activation(draft.validityDays);
    // A chosen bonus keeps when it was chosen: the queue is in the order bonuses were taken.
    const { createdAt: _, ...fields } = draft;
    const bonus = chosen
      ? await repository.updateBonus(tx, chosen.id, { ...fields, ...state })
      : await repository.insertBonus(tx, { ...draft, ...state });
    if (!bonus) return undefined;
    const taken = await this.#changed(tx, { bonus, template }, chosen?.status ?? null, [
      ...(queued || bonus.freebet ? [] : [grantOf(bonus)]),
    ]);
    return queued ? taken : this.#activated(tx, taken);
  }

  /** The oldest bonus queued in the currency becomes active, if there is one. */
  async activateNext(tx: Db, playerId: number, currency: Currency): Promise<void> {
    const next = await this.#deps.repository.nextQueued(tx, playerId, currency);
    if (!next) return;
    const activated = await this.#move(tx, next, this.#activation(next.bonus.validityDays), [
      grantOf(next.bonus),
    ]);
    await this.#activated(tx, activated);
  }

  /**
   * Ends a bonus before it is wagered through, by the player (`canceled`) or its time (`expired`): an active one
   * forfeits its whole bonus balance, real money stays; then the next queued bonus activates.
   */
  async close(tx: Db, taken: TakenBonus, status: 'canceled' | 'expired'): Promise<TakenBonus> {
    const { bonus } = taken;
    if (bonus.freebet) return this.#closeFreebet(tx, taken, status);
    // Its spins left go first: a free round locks its grant before the balances, and so does this.
    if (taken.template.kind === 'free_spins') await this.#deps.freeRounds.cancel(tx, bonus.id);
    const forfeit = isActive(bonus) ? await this.#bonusBalance(tx, bonus) : 0;
    const closed = await this.#move(
      tx,
      taken,
      {
        status,
        outcome: 'forfeited',
        forfeitedAmount: bonus.forfeitedAmount + forfeit,
        closedAt: this.#deps.clock.now(),
      },
      [{ kind: 'bonus_forfeit', step: 'forfeit', amount: forfeit }],
    );
    if (isActive(bonus)) await this.activateNext(tx, bonus.playerId, bonus.currency);
    return closed;
  }

  /**
   * Wagered through: the bonus balance becomes real money up to the bonus's maximum conversion and the rest is
   * forfeited (`converted`); a bonus with nothing left ends `lost`. Then the next queued bonus activates.
   */
  async complete(tx: Db, taken: TakenBonus): Promise<TakenBonus> {
    const { bonus } = taken;
    const balance = await this.#bonusBalance(tx, bonus);
    const converted = bonus.maxConversion === null ? balance : Math.min(balance, bonus.maxConversion);
    const completed = await this.#move(
      tx,
      taken,
      {
        status: 'completed',
        outcome: balance > 0 ? 'converted' : 'lost',
        convertedAmount: converted,
        forfeitedAmount: bonus.forfeitedAmount + balance - converted,
        closedAt: this.#deps.clock.now(),
      },
      [
        { kind: 'bonus_conversion', step: 'conversion', amount: converted },
        { kind: 'bonus_forfeit', step: 'forfeit', amount: balance - converted },
      ],
    );
    await this.activateNext(tx, bonus.playerId, bonus.currency);
    return completed;
  }

  /** Spent to nothing before it was wagered through: `completed`, `lost`; the next queued bonus activates. */
  async lose(tx: Db, taken: TakenBonus): Promise<void> {
    await this.#move(
      tx,
      taken,
      { status: 'completed', outcome: 'lost', closedAt: this.#deps.clock.now() },
      [],
    );
    await this.activateNext(tx, taken.bonus.playerId, taken.bonus.currency);
  }

  /**
   * A free-spin bonus's spins are over (played, or their time ran out): what they won, on the bonus balance,
   * becomes its amount, wagered `wageringMultiplier` times (`rollover`); with nothing won it ends `lost`. A bonus
   * no longer spinning (canceled meanwhile, or told twice) is left as it is.
   */
  async spinsFinished(tx: Db, taken: TakenBonus, winnings: number): Promise<void> {
    if (!isSpinning(taken)) return;
    if (winnings === 0) {
      await this.lose(tx, taken);
      return;
    }
    const rollover = await this.#move(
      tx,
      taken,
      {
        status: 'rollover',
        amount: winnings,
        wageringRequired: spinsOf(taken.bonus).wageringMultiplier * winnings,
      },
      [],
    );
    await this.#settleUnwagered(tx, rollover);
  }

  /**
   * A free bet placed: `rollover` while its bet is open, with no end of its own any more (the bet settles it).
   * A bonus no longer `applied` (told twice, or closed meanwhile) is left as it is.
   */
  async freebetPlaced(tx: Db, taken: TakenBonus): Promise<void> {
    if (taken.bonus.status !== 'applied') return;
    await this.#move(tx, taken, { status: 'rollover', expiresAt: null }, []);
  }

  /**
   * A free bet's bet decided: the bonus is `completed`, `converted` with what the bet paid the player (its
   * winnings without the stake) or `lost`. A later resettlement of the bet moves money on the bet, not here.
   */
  async freebetSettled(tx: Db, taken: TakenBonus, paid: number): Promise<void> {
    if (isClosed(taken.bonus)) return;
    await this.#move(
      tx,
      taken,
      {
        status: 'completed',
        outcome: paid > 0 ? 'converted' : 'lost',
        convertedAmount: paid,
        closedAt: this.#deps.clock.now(),
      },
      [],
    );
  }

  /** A stake while the bonus is `applied`: it is being wagered now (`rollover`). */
  async startWagering(tx: Db, taken: TakenBonus): Promise<TakenBonus> {
    return taken.bonus.status === 'applied' ? this.#move(tx, taken, { status: 'rollover' }, []) : taken;
  }

  /**
   * Bonus money that landed while no bonus is active (a win of a stake made with bonus money, paid after its bonus
   * closed): forfeited once, under `key`, in the name of the player's last closed bonus, so it never becomes real
   * money by the back door.
   */
  async forfeitLateWin(tx: Db, playerId: number, currency: Currency, key: string): Promise<void> {
    const { repository, wallet } = this.#deps;
    const amount = (await wallet.balance(playerId, currency, tx)).bonus;
    if (amount <= 0) return;
    const last = await repository.lastClosed(tx, playerId, currency);
    await wallet.bonusTransfer(tx, {
      kind: 'bonus_forfeit',
      playerId,
      currency,
      amount,
      idempotencyKey: `bonus-late-win:${key}`,
      metadata: { playerBonusId: last?.id ?? null, reason: 'late_win' },
    });
    if (last) {
      await repository.updateBonus(tx, last.id, { forfeitedAmount: last.forfeitedAmount + amount });
    }
  }

  /** What activation sets: active from now, for the bonus's own validity. */
  #activation(validityDays: number) {
    const now = this.#deps.clock.now();
    return {
      status: 'applied' as const,
      activatedAt: now,
      expiresAt: new Date(now.getTime() + validityDays * DAY_MS),
    };
  }

  /**
   * A bonus just activated: a free-spin bonus gives its spins, a free-bet bonus its free bet; one that asks no
   * wagering converts.
   */
  async #activated(tx: Db, taken: TakenBonus): Promise<TakenBonus> {
    if (taken.template.kind === 'free_spins') await this.#giveSpins(tx, taken);
    if (taken.bonus.freebet) {
      await this.#giveFreebet(tx, taken);
      return taken;
    }
    return this.#settleUnwagered(tx, taken);
  }

  /** A free-bet bonus's free bet, on its own terms, to place before the bonus's end. */
  async #giveFreebet(tx: Db, { bonus, template }: TakenBonus): Promise<void> {
    if (!bonus.freebet || !bonus.expiresAt) throw new Error(`free-bet bonus ${bonus.id} is not active`);
    await this.#deps.freebets.grant(tx, {
      playerBonusId: bonus.id,
      bonusId: template.id,
      playerId: bonus.playerId,
      currency: bonus.currency,
      amount: bonus.amount,
      minOdds: bonus.freebet.minOdds,
      betTypes: bonus.freebet.betTypes,
      title: template.title,
      expiresAt: bonus.expiresAt,
    });
  }

  /**
   * Ends a free-bet bonus: its free bet is taken back. One placed already stays with its bet: canceling it is
   * refused, and its end passing leaves it to the bet (`rollover`, as placing it makes it).
   */
  async #closeFreebet(tx: Db, taken: TakenBonus, status: 'canceled' | 'expired'): Promise<TakenBonus> {
    const { bonus } = taken;
    if ((await this.#deps.freebets.cancel(tx, bonus.id)) === 'used') {
      if (status === 'canceled') throw bonusErrors.notCancelable();
      return this.#move(tx, taken, { status: 'rollover', expiresAt: null }, []);
    }
    return this.#move(tx, taken, { status, outcome: 'forfeited', closedAt: this.#deps.clock.now() }, []);
  }

  /** A free-spin bonus's spins, on its own terms, to play within their validity (never past the bonus's end). */
  async #giveSpins(tx: Db, { bonus }: TakenBonus): Promise<void> {
    const spins = spinsOf(bonus);
    if (!bonus.expiresAt) throw new Error(`free-spin bonus ${bonus.id} is not active`);
    const spinsEnd = this.#deps.clock.now().getTime() + spins.validityDays * DAY_MS;
    await this.#deps.freeRounds.grant(tx, {
      playerId: bonus.playerId,
      playerBonusId: bonus.id,
      provider: spins.provider,
      gameSlugs: spins.gameSlugs,
      currency: bonus.currency,
      stake: spins.stake,
      rounds: spins.rounds,
      expiresAt: new Date(Math.min(spinsEnd, bonus.expiresAt.getTime())),
    });
  }

  /** A bonus that asks no wagering converts as soon as it is active; a free-spin bonus not before its spins end. */
  async #settleUnwagered(tx: Db, taken: TakenBonus): Promise<TakenBonus> {
    return taken.bonus.wageringRequired === 0 && !isSpinning(taken) ? this.complete(tx, taken) : taken;
  }

  /**
   * The bonus balance a forfeit or a conversion moves whole: locked until the transaction ends, so a stake or a
   * win of the moment waits for the movement instead of leaving it asking for money that is gone.
   */
  async #bonusBalance(tx: Db, bonus: PlayerBonusRow): Promise<number> {
    return (await this.#deps.wallet.lockPlayableBalances(tx, bonus.playerId, bonus.currency)).bonus;
  }

  async #move(
    tx: Db,
    taken: TakenBonus,
    changes: Partial<NewPlayerBonusRow> & { status: BonusStatus },
    movements: Movement[],
  ): Promise<TakenBonus> {
    const bonus = await this.#deps.repository.updateBonus(tx, taken.bonus.id, changes);
    return this.#changed(tx, { bonus, template: taken.template }, taken.bonus.status, movements);
  }

  /**
   * Writes a change's ledger movements that move money and its `BonusStatusChanged`: the event goes with the
   * last movement's transfer when there is one, so it commits with the money, or on its own. A grant's transfer
   * is remembered on the bonus: its wagering counts the stakes after it.
   */
  async #changed(
    tx: Db,
    taken: TakenBonus,
    previousStatus: BonusStatus | null,
    movements: Movement[],
  ): Promise<TakenBonus> {
    const { template } = taken;
    let { bonus } = taken;
    const event = domainEvent('BonusStatusChanged', bonus.playerId, {
      playerBonusId: bonus.id,
      bonusId: template.id,
      kind: template.kind,
      category: template.category,
      status: bonus.status,
      previousStatus,
      outcome: bonus.outcome,
      currency: bonus.currency,
      amount: bonus.amount,
      convertedAmount: bonus.convertedAmount,
    });
    const moving = movements.filter((movement) => movement.amount > 0);
    if (moving.length === 0) await appendOutboxEvents(tx, [event]);
    for (const [index, movement] of moving.entries()) {
      const transfer = await this.#deps.wallet.bonusTransfer(tx, {
        kind: movement.kind,
        playerId: bonus.playerId,
        currency: bonus.currency,
        amount: movement.amount,
        idempotencyKey: `bonus:${bonus.id}:${movement.step}`,
        metadata: { playerBonusId: bonus.id, bonusId: template.id },
        events: index === moving.length - 1 ? [event] : [],
      });
      if (movement.step === 'grant') {
        bonus = await this.#deps.repository.updateBonus(tx, bonus.id, {
          grantTransferId: transfer.transferId,
        });
      }
    }
    return { bonus, template };
  }
}

function grantOf(bonus: PlayerBonusRow): Movement {
  return { kind: 'bonus_grant', step: 'grant', amount: bonus.amount };
}

/** A free-spin bonus's copy of its spins' terms, which taking it wrote. */
function spinsOf(bonus: PlayerBonusRow): TakenFreeSpins {
  if (!bonus.freeSpins) throw new Error(`free-spin bonus ${bonus.id} has no spins in ${bonus.currency}`);
  return bonus.freeSpins;
}
