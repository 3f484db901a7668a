import { domainEvent } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { appendOutboxEvents } from '../../platform/events/append-outbox-events.ts';
import type { RelayedEventOf } from '../../platform/events/relayed-event.ts';
import type { Cash } from '../cash/index.ts';
import { depositDraft } from './bonus-draft.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import type { BonusPlayers } from './bonus-players.ts';
import { depositMismatch, isAvailable, isTaken } from './bonus-terms.ts';
import type { BonusesRepository, BonusTemplateRow } from './bonuses.repository.ts';

const MINUTE_MS = 60 * 1000;

interface Deps {
  clock: Clock;
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
  players: BonusPlayers;
  deposits: Pick<Cash, 'depositsCreditedBefore'>;
}

/**
 * A deposit credited without a bonus may still take one (spec: `allowedWithDep`, AllowedWithDepBonus): the
 * highest deposit offer the player was shown and could have chosen for it, among the templates that allow a
 * claim after the deposit (`claim_after_deposit_minutes`), waits `sleeping` with its money worked out for this
 * deposit, until the template's minutes are over. Activating it (`POST /rest/bonuses/apply/`) is refused once the
 * deposit is played. The payment is its source, so a deposit brings one bonus whichever way it is taken, however
 * often its event is handed over. A self-excluded player or one in a time-out is offered nothing.
 */
export class AllowedWithDeposit {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async credited(tx: Db, event: RelayedEventOf<'DepositCompleted'>): Promise<void> {
    const { repository, lifecycle, players, clock } = this.#deps;
    const { paymentId, amount, currency } = event.payload;
    const player = await players.find(event.playerId, tx);
    if (!player || (await players.isExcluded(event.playerId, tx))) return;
    await repository.lockPlayer(tx, player.id);
    if (await repository.depositBonus(tx, player.id, paymentId)) return;
    const template = await this.#claimable(tx, { ...player, currency }, paymentId, amount);
    if (template?.claimAfterDepositMinutes == null) return;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + template.claimAfterDepositMinutes * MINUTE_MS);
    const draft = depositDraft(template, { playerId: player.id, currency, paymentId, amount }, now);
    const taken = await lifecycle.sleep(tx, template, draft, expiresAt);
    if (!taken) return;
    await appendOutboxEvents(tx, [
      domainEvent('DepositBonusAllowed', player.id, {
        playerBonusId: taken.bonus.id,
        bonusId: template.id,
        paymentId,
        depositAmount: amount,
        amount: taken.bonus.amount,
        currency,
        expiresAt: expiresAt.toISOString(),
      }),
    ]);
  }

  /**
   * The first, by priority, of the listed deposit bonuses that allow a claim after the deposit, are available to
   * the player, not hidden by them nor taken, and fit this deposit (first or next, its amount).
   */
  async #claimable(
    tx: Db,
    player: Parameters<typeof isAvailable>[1] & { id: number },
    paymentId: string,
    amount: number,
  ): Promise<BonusTemplateRow | undefined> {
    const { repository, deposits, clock } = this.#deps;
    const [listed, hidden] = await Promise.all([
      repository.listedTemplates(tx),
      repository.hiddenTemplateIds(tx, player.id),
    ]);
    const candidates = listed.filter(
      (template) =>
        template.kind === 'deposit' &&
        template.claimAfterDepositMinutes !== null &&
        !hidden.has(template.id) &&
        isAvailable(template, player, clock.now()),
    );
    // Most deposits have nothing to offer: the deposit history is read only when a template might.
    if (candidates.length === 0) return undefined;
    const creditedBefore = await deposits.depositsCreditedBefore(tx, player.id, paymentId);
    for (const template of candidates) {
      if (depositMismatch(template, player.currency, amount, creditedBefore) !== null) continue;
      if (!isTaken(template, await repository.takenOf(tx, player.id, template.id))) return template;
    }
    return undefined;
  }
}
