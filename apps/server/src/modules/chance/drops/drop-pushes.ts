import { PUBLIC_CHANNELS, personalChannel } from '@casino/contracts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import type { Rewards } from '../../rewards/index.ts';
import type { Dropped } from './drop-draws.ts';
import { dropView } from './drop-view.ts';

/**
 * The drops' pushes, sent once the drop has committed: a prize (`prizeDrops`) to every visitor on the drops channel
 * and to its winner (`own`), so the winner is told even of a prize too small for everyone's notice; stars
 * (`playerStarDrops`) to their winner alone, with their stars now.
 */
export class DropPushes {
  readonly #publisher: Pick<PushPublisher, 'publish'>;
  readonly #rewards: Pick<Rewards, 'titleOf'>;

  constructor(deps: { publisher: Pick<PushPublisher, 'publish'>; rewards: Pick<Rewards, 'titleOf'> }) {
    this.#publisher = deps.publisher;
    this.#rewards = deps.rewards;
  }

  async dropped(dropped: Dropped): Promise<void> {
    const { campaign, win } = dropped;
    if (dropped.kind === 'stars') {
      await this.#publisher.publish(personalChannel(win.playerId), {
        id: `star-drop-${win.id}`,
        type: 'playerStarDrops',
        action: 'drop',
        data: {
          id: win.id,
          campaign: campaign.slug,
          title: campaign.title,
          stars: win.stars,
          balance: dropped.balance,
        },
      });
      return;
    }
    if (!win.prize) return;
    const title = await this.#rewards.titleOf(win.prize);
    const view = dropView(win, () => title);
    if (!view.prize) return;
    const data = { ...view, prize: view.prize, title: campaign.title, prizesLeft: dropped.prizesLeft };
    await Promise.all([
      this.#publisher.publish(PUBLIC_CHANNELS.drops, {
        id: `prize-drop-${win.id}`,
        type: 'prizeDrops',
        action: 'drop',
        data: { ...data, own: false },
      }),
      this.#publisher.publish(personalChannel(win.playerId), {
        id: `prize-drop-${win.id}-own`,
        type: 'prizeDrops',
        action: 'drop',
        data: { ...data, own: true },
      }),
    ]);
  }
}
