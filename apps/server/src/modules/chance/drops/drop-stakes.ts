import type { Currency } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { AfterCommit, OutboxSubscriber, RelayedEvent } from '../../../platform/events/relay.ts';
import type { DropDraws, DropStake } from './drop-draws.ts';
import type { DropPushes } from './drop-pushes.ts';
import { stakeTermsFor } from './drop-terms.ts';
import type { DropsRepository } from './drops.repository.ts';

/**
 * The outbox reader `drops`. Each real-money stake (bonus money does not count) of at least a campaign's minimum in
 * its games, made inside its window (by the event's `occurredAt`), draws once in that campaign; a drop is pushed
 * once the relay's batch commits. A refunded stake keeps its drop: the draw was made and may have paid already.
 */
export class DropStakes {
  readonly #repository: Pick<DropsRepository, 'openAt'>;
  readonly #draws: Pick<DropDraws, 'draw'>;
  readonly #pushes: Pick<DropPushes, 'dropped'>;

  constructor(deps: {
    repository: Pick<DropsRepository, 'openAt'>;
    draws: Pick<DropDraws, 'draw'>;
    pushes: Pick<DropPushes, 'dropped'>;
  }) {
    this.#repository = deps.repository;
    this.#draws = deps.draws;
    this.#pushes = deps.pushes;
  }

  get subscriber(): OutboxSubscriber {
    return { name: 'drops', handle: (event, tx, afterCommit) => this.handle(event, tx, afterCommit) };
  }

  async handle(event: RelayedEvent, tx: Db, afterCommit: AfterCommit): Promise<void> {
    if (event.type !== 'BetPlaced') return;
    const { playerId, payload } = event;
    if (playerId === null || payload.real <= 0) return;
    const stake: DropStake = {
      playerId,
      currency: payload.currency as Currency,
      gameSlug: payload.gameSlug,
      real: payload.real,
      stakeRef: String(payload.transferId),
      at: payload.occurredAt ? new Date(payload.occurredAt) : event.createdAt,
    };
    for (const campaign of await this.#repository.openAt(stake.at, tx)) {
      // Only a stake that takes part locks the campaign: the others pass it by.
      if (campaign.startsAt > stake.at || !stakeTermsFor(campaign, stake)) continue;
      const dropped = await this.#draws.draw(tx, campaign.slug, stake);
      if (dropped) afterCommit(() => this.#pushes.dropped(dropped));
    }
  }
}
