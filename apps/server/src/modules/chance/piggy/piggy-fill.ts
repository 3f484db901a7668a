import { type Currency, personalChannel } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { AfterCommit, OutboxSubscriber, RelayedEvent } from '../../../platform/events/relay.ts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import type { PiggyRepository } from './piggy.repository.ts';
import type { PiggyBankRow } from './piggy.schema.ts';
import { piggyBoundsOf, piggyView, stakeShare } from './piggy-view.ts';

/**
 * The outbox reader `piggy-bank`: a share of each real-money stake (bonus money does not count) in the terms'
 * games fills the player's piggy bank up to its maximum, once per stake (`bet:{transfer}`); a refunded stake takes
 * back what it put in (`rollback:{transfer}`), unless that fill was broken and paid already. The latest top-up is
 * the piggy bank's `delayedAmount`; each change is told by a `moneyBox` `piggyBank` push after the commit.
 */
export class PiggyFill {
  readonly #repository: PiggyRepository;
  readonly #clock: Clock;
  readonly #publisher: Pick<PushPublisher, 'publish'>;

  constructor(deps: {
    repository: PiggyRepository;
    clock: Clock;
    publisher: Pick<PushPublisher, 'publish'>;
  }) {
    this.#repository = deps.repository;
    this.#clock = deps.clock;
    this.#publisher = deps.publisher;
  }

  get subscriber(): OutboxSubscriber {
    return { name: 'piggy-bank', handle: (event, tx, afterCommit) => this.handle(event, tx, afterCommit) };
  }

  async handle(event: RelayedEvent, tx: Db, afterCommit: AfterCommit): Promise<void> {
    if (event.type !== 'BetPlaced' && event.type !== 'BetRolledBack') return;
    const { playerId } = event;
    const { payload } = event;
    if (playerId === null || payload.real <= 0) return;
    const terms = await this.#repository.terms(tx);
    if (!terms?.games.includes(payload.gameSlug)) return;
    const currency = payload.currency as Currency;
    const bounds = piggyBoundsOf(terms, currency);
    if (!bounds) return;
    const now = this.#clock.now();
    const piggy = await this.#repository.lock(tx, playerId, now);
    const saved =
      event.type === 'BetPlaced'
        ? await this.#stake(tx, piggy, payload, bounds.maxAmount, terms.shareBasisPoints, now)
        : await this.#refund(tx, piggy, payload.transferId, now);
    if (!saved) return;
    const data = piggyView(terms, saved, currency);
    afterCommit(() =>
      this.#publisher.publish(personalChannel(playerId), {
        id: `piggy-bank-${playerId}-${event.id}`,
        type: 'moneyBox',
        action: 'piggyBank',
        data,
      }),
    );
  }

  async #stake(
    tx: Db,
    piggy: PiggyBankRow,
    stake: { real: number; transferId: number },
    maxAmount: number,
    shareBasisPoints: number,
    now: Date,
  ): Promise<PiggyBankRow | null> {
    const added = stakeShare({ real: stake.real, shareBasisPoints, amount: piggy.amount, maxAmount });
    const counted = await this.#repository.contribute(tx, {
      sourceKey: `bet:${stake.transferId}`,
      playerId: piggy.playerId,
      fill: piggy.fill,
      amount: added,
      createdAt: now,
    });
    if (!counted || added === 0) return null;
    return this.#repository.save(tx, piggy.playerId, {
      fill: piggy.fill,
      amount: piggy.amount + added,
      delayedAmount: added,
      updatedAt: now,
    });
  }

  async #refund(tx: Db, piggy: PiggyBankRow, betTransferId: number, now: Date): Promise<PiggyBankRow | null> {
    const stake = await this.#repository.contribution(tx, piggy.playerId, `bet:${betTransferId}`);
    if (!stake) return null;
    // A fill broken since was paid out with the stake's share in it: there is nothing left to take back.
    const taken = stake.fill === piggy.fill ? Math.min(stake.amount, piggy.amount) : 0;
    const counted = await this.#repository.contribute(tx, {
      sourceKey: `rollback:${betTransferId}`,
      playerId: piggy.playerId,
      fill: piggy.fill,
      amount: -taken,
      createdAt: now,
    });
    if (!counted || taken === 0) return null;
    // The latest change was no top-up: nothing waits to be shown.
    return this.#repository.save(tx, piggy.playerId, {
      fill: piggy.fill,
      amount: piggy.amount - taken,
      delayedAmount: 0,
      updatedAt: now,
    });
  }
}
