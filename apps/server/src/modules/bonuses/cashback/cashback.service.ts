import type { Cashback, Language, ProfileCashback } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import type { BonusPlayer, BonusPlayers } from '../bonus-players.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import { cashbackErrors } from './cashback.errors.ts';
import type { CashbackProgramRow, CashbackRepository, TakenCashback } from './cashback.repository.ts';
import type { NetLosses } from './cashback-net-loss.ts';
import type { CashbackPayout } from './cashback-payout.ts';
import { cashbackAmount, isOffered, periodAt } from './cashback-terms.ts';
import { type CashbackState, cashbackChanged, cashbackView, storedState } from './cashback-view.ts';

interface Deps {
  db: Db;
  clock: Clock;
  repository: CashbackRepository;
  players: Pick<BonusPlayers, 'caller'>;
  netLosses: NetLosses;
  payout: CashbackPayout;
  /** The bonus engine's per-player lock: a bonus payout grants through it. */
  bonuses: Pick<BonusesRepository, 'lockPlayer'>;
}

/**
 * What a player does with cashback (spec section 7): the programmes on offer, the one chosen and how it stands,
 * the closed periods to collect, choosing a programme and collecting. Every call is the signed-in player's own and
 * refused while they are self-excluded or in a time-out (444).
 */
export class CashbackService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** `GET /rest/cashback/custom/`: the programmes the player may choose, highest priority first. */
  async custom(playerId: number, lang?: Language): Promise<Cashback[]> {
    const player = await this.#deps.players.caller(playerId, lang);
    const [programs, active] = await Promise.all([
      this.#offered(player),
      this.#deps.repository.active(this.#deps.db, playerId),
    ]);
    return programs
      .filter((program) => program.id !== active?.program.id)
      .map((program) => this.#offerView(program, player));
  }

  /** `GET /rest/cashback/active/`: the chosen programme's current period, with the net loss so far. */
  async active(playerId: number, lang?: Language): Promise<Cashback | null> {
    const player = await this.#deps.players.caller(playerId, lang);
    const taken = await this.#deps.repository.active(this.#deps.db, playerId);
    return taken ? this.#accruingView(taken, player) : null;
  }

  /** `GET /rest/cashback/priority/`: the cashback that applies, the chosen one, else the best offer. */
  async priority(playerId: number, lang?: Language): Promise<Cashback | null> {
    const player = await this.#deps.players.caller(playerId, lang);
    const taken = await this.#deps.repository.active(this.#deps.db, playerId);
    if (taken) return this.#accruingView(taken, player);
    const [best] = await this.#offered(player);
    return best ? this.#offerView(best, player) : null;
  }

  /** `GET /rest/cashback/completed/`: closed periods waiting to be collected, oldest first. */
  async completed(playerId: number, lang?: Language): Promise<Cashback[]> {
    const player = await this.#deps.players.caller(playerId, lang);
    const completed = await this.#deps.repository.completed(this.#deps.db, playerId);
    return completed.map((taken) => this.#storedView(taken, player));
  }

  /**
   * `POST /rest/cashback/choose/:cashbackId/`: the programme accrues from now to the end of its period, and on
   * into the next ones. One programme is chosen at a time (a partial unique index says so): choosing it again
   * answers it as it stands, choosing another while one accrues is refused.
   */
  async choose(playerId: number, programId: number, lang?: Language): Promise<Cashback> {
    const { db, clock, repository } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    const program = await repository.program(db, programId);
    if (!program) throw cashbackErrors.notFound();
    if (!isOffered(program, player)) throw cashbackErrors.notAvailable();
    const now = clock.now();
    return db.transaction(async (tx) => {
      const chosen = await repository.insert(tx, {
        playerId,
        programId,
        currency: player.currency,
        status: 'active',
        periodStart: now,
        periodEnd: periodAt(program, now).end,
        createdAt: now,
      });
      if (chosen) {
        await appendOutboxEvents(tx, [cashbackChanged(chosen, null)]);
        return cashbackView(program, player, storedState(chosen));
      }
      const active = await repository.active(tx, playerId);
      if (active?.program.id !== programId) throw cashbackErrors.alreadyActive();
      return this.#accruingView(active, player, tx);
    });
  }

  /**
   * `POST /rest/cashback/pay/:cashbackId/` and `POST /rest/players/cashback/apply/`: collects the player's
   * completed cashback. Under the player's bonus lock and the cashback's row lock, so two collects at once pay
   * once; a collect of a cashback paid already answers it as paid.
   */
  async pay(playerId: number, playerCashbackId: number, lang?: Language): Promise<Cashback> {
    const player = await this.#deps.players.caller(playerId, lang);
    return this.#collect(player, () => Promise.resolve(playerCashbackId));
  }

  /** `GET /rest/players/cashback/apply-current/`: collects the player's oldest completed cashback. */
  async applyCurrent(playerId: number, lang?: Language): Promise<Cashback> {
    const player = await this.#deps.players.caller(playerId, lang);
    return this.#collect(player, async (tx) => {
      const [oldest] = await this.#deps.repository.completed(tx, playerId);
      if (!oldest) throw cashbackErrors.notFound();
      return oldest.cashback.id;
    });
  }

  /**
   * The profile's `cashback (amount, status)`: a cashback to collect first, else the one accruing with what it
   * would pay so far, else null. Shown whatever the player's protection state: it is their own account.
   */
  async profileCashback(playerId: number, executor: Db = this.#deps.db): Promise<ProfileCashback> {
    const { repository } = this.#deps;
    const [oldest] = await repository.completed(executor, playerId);
    if (oldest) return { amount: oldest.cashback.amount, status: 'completed' };
    const active = await repository.active(executor, playerId);
    if (!active) return null;
    const { amount } = await this.#accruing(active, executor);
    return { amount, status: 'active' };
  }

  async #collect(player: BonusPlayer, which: (tx: Db) => Promise<number>): Promise<Cashback> {
    const { db, repository } = this.#deps;
    return db.transaction(async (tx) => {
      await this.#deps.bonuses.lockPlayer(tx, player.id);
      const taken = await repository.lockOwn(tx, player.id, await which(tx));
      if (!taken) throw cashbackErrors.notFound();
      if (taken.cashback.status === 'payed') return this.#storedView(taken, player);
      if (taken.cashback.status !== 'completed') throw cashbackErrors.notCompleted();
      const payed = await this.#deps.payout.pay(tx, taken);
      return this.#storedView({ cashback: payed, program: taken.program }, player);
    });
  }

  async #offered(player: BonusPlayer): Promise<CashbackProgramRow[]> {
    const programs = await this.#deps.repository.activePrograms(this.#deps.db);
    return programs.filter((program) => isOffered(program, player));
  }

  /** An offer: the period it would join now, counted from when it is chosen, so nothing yet. */
  #offerView(program: CashbackProgramRow, player: BonusPlayer): Cashback {
    return cashbackView(program, player, {
      playerCashbackId: null,
      status: 'custom',
      period: periodAt(program, this.#deps.clock.now()),
      netLoss: 0,
      amount: 0,
    });
  }

  async #accruingView(taken: TakenCashback, player: BonusPlayer, executor = this.#deps.db) {
    return cashbackView(
      taken.program,
      { ...player, currency: taken.cashback.currency },
      {
        ...storedState(taken.cashback),
        ...(await this.#accruing(taken, executor)),
      },
    );
  }

  /**
   * An accruing period's net loss so far, from the ledger (the whole period: nothing is stamped after now), and what
   * it would pay if it closed now.
   */
  async #accruing(
    { cashback, program }: TakenCashback,
    executor: Db,
  ): Promise<Pick<CashbackState, 'netLoss' | 'amount'>> {
    const period = { from: cashback.periodStart, to: cashback.periodEnd };
    const netLoss = await this.#deps.netLosses.of(executor, program, cashback, period);
    return { netLoss, amount: cashbackAmount(program, cashback.currency, netLoss) };
  }

  #storedView(taken: TakenCashback, player: BonusPlayer): Cashback {
    return cashbackView(
      taken.program,
      { ...player, currency: taken.cashback.currency },
      storedState(taken.cashback),
    );
  }
}
