import type { InsuranceInfo, Language } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { appendOutboxEvents } from '../../../platform/events/append-outbox-events.ts';
import type { BonusPlayer, BonusPlayers } from '../bonus-players.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import { insuranceErrors } from './insurance.errors.ts';
import type { InsuranceProgramRow, InsuranceRepository } from './insurance.repository.ts';
import { isOffered, termsIn } from './insurance-terms.ts';
import { insuranceChanged, insuranceInfo } from './insurance-view.ts';

interface Deps {
  db: Db;
  clock: Clock;
  repository: InsuranceRepository;
  players: Pick<BonusPlayers, 'caller'>;
  /** The bonus engine's per-player lock: an opt-in and a restore of the same player go one at a time. */
  bonuses: Pick<BonusesRepository, 'lockPlayer'>;
}

/**
 * What a player does with deposit insurance (spec section 7: info, apply, informed). Every call is the signed-in
 * player's own and refused while they are self-excluded or in a time-out (444): insurance gives bonus money.
 */
export class InsuranceService {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /**
   * `GET /rest/insurance/info/`: the programme offered and the player's insurance. With neither, it is refused
   * (`insurance_not_available`): the web turns the no-risk deposit display off on a failed info.
   */
  async info(playerId: number, lang?: Language): Promise<InsuranceInfo> {
    const { db, repository } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    const [offered, current] = await Promise.all([this.#offered(player), repository.current(db, playerId)]);
    if (!offered && !current) throw insuranceErrors.notAvailable();
    return insuranceInfo(offered, current, player);
  }

  /**
   * `POST /rest/insurance/apply/`: opts in to the programme offered, copying its terms as the player read them;
   * the next deposit credited is insured. One insurance is live per player and currency (a partial unique index
   * says so, and the player's bonus lock makes two opt-ins at once wait for each other): a second is refused.
   */
  async apply(playerId: number, lang?: Language): Promise<InsuranceInfo> {
    const { db, clock, repository } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    const program = await this.#offered(player);
    const terms = program ? termsIn(program, player.currency) : null;
    if (!program || !terms) throw insuranceErrors.notAvailable();
    return db.transaction(async (tx) => {
      await this.#deps.bonuses.lockPlayer(tx, playerId);
      const taken = await repository.insert(tx, {
        playerId,
        programId: program.id,
        currency: player.currency,
        status: 'active',
        ...terms,
        createdAt: clock.now(),
      });
      if (!taken) throw insuranceErrors.alreadyActive();
      await appendOutboxEvents(tx, [insuranceChanged(taken, null)]);
      return insuranceInfo(program, { insurance: taken, program }, player);
    });
  }

  /**
   * `POST /rest/insurance/informed/`: the player saw their insurance's outcome; the RiskBonusPopup stops showing
   * it. Marking it again changes nothing; a live insurance has no outcome yet and is refused.
   */
  async informed(playerId: number, insuranceId: number, lang?: Language): Promise<InsuranceInfo> {
    const { db, clock, repository } = this.#deps;
    const player = await this.#deps.players.caller(playerId, lang);
    await db.transaction(async (tx) => {
      const taken = await repository.lockOwn(tx, playerId, insuranceId);
      if (!taken) throw insuranceErrors.notFound();
      const { insurance } = taken;
      if (insurance.status === 'active' || insurance.status === 'covering') throw insuranceErrors.notClosed();
      if (insurance.informedAt === null)
        await repository.update(tx, insurance.id, { informedAt: clock.now() });
    });
    const [offered, current] = await Promise.all([this.#offered(player), repository.current(db, playerId)]);
    return insuranceInfo(offered, current, player);
  }

  /** The programme offered to the player: the active one of highest priority that is for them. */
  async #offered(player: BonusPlayer): Promise<InsuranceProgramRow | undefined> {
    const programs = await this.#deps.repository.activePrograms(this.#deps.db);
    return programs.find((program) => isOffered(program, player));
  }
}
