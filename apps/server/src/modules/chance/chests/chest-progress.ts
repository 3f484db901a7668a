import { type ChestEarnSource, type Currency, personalChannel } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { AfterCommit, OutboxSubscriber, RelayedEvent } from '../../../platform/events/relay.ts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import type { ChestsRepository } from './chests.repository.ts';

/** What one event adds to (or, refunded, takes from) a campaign's progress, keyed so it counts once. */
interface Contribution {
  earnBy: ChestEarnSource;
  amount: number;
  currency: Currency;
  sourceKey: string;
  /** A refund counts only against a stake that was counted. */
  refunds?: string;
}

function contributionOf(event: RelayedEvent): Contribution | null {
  switch (event.type) {
    case 'BetPlaced':
      return {
        earnBy: 'stakes',
        amount: event.payload.real,
        currency: event.payload.currency,
        sourceKey: `bet:${event.payload.transferId}`,
      };
    case 'BetRolledBack':
      return {
        earnBy: 'stakes',
        amount: -event.payload.real,
        currency: event.payload.currency,
        sourceKey: `rollback:${event.payload.transferId}`,
        refunds: `bet:${event.payload.transferId}`,
      };
    case 'DepositCompleted':
      return {
        earnBy: 'deposits',
        amount: event.payload.amount,
        currency: event.payload.currency as Currency,
        sourceKey: `deposit:${event.payload.paymentId}`,
      };
    default:
      return null;
  }
}

/**
 * Chests earned by play or deposits: the outbox reader `chests` adds each real-money stake (bonus money does not
 * count) or completed deposit to the player's progress in the campaigns earned that way, once per event; every
 * `progressTarget` in the player's currency earns a chest, told by the `chests` push after the commit. A refunded
 * stake takes its progress back, never below zero; a chest it helped earn is kept.
 */
export class ChestProgress {
  readonly #repository: ChestsRepository;
  readonly #publisher: Pick<PushPublisher, 'publish'>;

  constructor(deps: { repository: ChestsRepository; publisher: Pick<PushPublisher, 'publish'> }) {
    this.#repository = deps.repository;
    this.#publisher = deps.publisher;
  }

  get subscriber(): OutboxSubscriber {
    return { name: 'chests', handle: (event, tx, afterCommit) => this.handle(event, tx, afterCommit) };
  }

  async handle(event: RelayedEvent, tx: Db, afterCommit: AfterCommit): Promise<void> {
    const contribution = contributionOf(event);
    const { playerId } = event;
    if (!contribution || contribution.amount === 0 || playerId === null) return;
    for (const campaign of await this.#repository.earning(tx, contribution.earnBy)) {
      const target = campaign.progressTarget[contribution.currency];
      if (target === undefined) continue;
      const { refunds, sourceKey } = contribution;
      if (refunds && !(await this.#repository.wasCounted(tx, campaign.id, refunds))) continue;
      if (!(await this.#repository.countEvent(tx, campaign.id, sourceKey))) continue;
      const participant = await this.#repository.lockParticipant(tx, { campaignId: campaign.id, playerId });
      const total = Math.max(participant.progress + contribution.amount, 0);
      const earned = Math.floor(total / target);
      const saved = await this.#repository.saveParticipant(tx, participant.id, {
        progress: total - earned * target,
        chestsEarned: participant.chestsEarned + earned,
      });
      if (earned === 0) continue;
      const message = {
        id: `chests-earned-${campaign.id}-${event.id}`,
        type: 'chests',
        action: 'earned',
        data: { chestsId: campaign.id, chestsToOpen: saved.chestsEarned - saved.chestsOpened },
      } as const;
      afterCommit(() => this.#publisher.publish(personalChannel(playerId), message));
    }
  }
}
