import {
  type Currency,
  PUBLIC_CHANNELS,
  personalChannel,
  type SevensPlayerWin,
  sevensDisplayAmount,
} from '@casino/contracts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import type { PushThrottle } from '../../../platform/push/push-throttle.ts';

/**
 * The `jackpotSevens` pushes: the pool's amount as the site shows it (major units, truncated) to every visitor on the
 * jackpots channel, through the throttle (at most one a second per jackpot and currency, the newest amount read
 * when it is sent), and a drop to its winner alone.
 */
export class SevensPushes {
  readonly #throttle: Pick<PushThrottle, 'publish'>;
  readonly #publisher: Pick<PushPublisher, 'publish'>;
  readonly #poolOf: (jackpot: string, currency: Currency) => Promise<number>;

  constructor(deps: {
    throttle: Pick<PushThrottle, 'publish'>;
    publisher: Pick<PushPublisher, 'publish'>;
    poolOf: (jackpot: string, currency: Currency) => Promise<number>;
  }) {
    this.#throttle = deps.throttle;
    this.#publisher = deps.publisher;
    this.#poolOf = deps.poolOf;
  }

  poolChanged(jackpot: string, currency: Currency): void {
    this.#throttle.publish(PUBLIC_CHANNELS.jackpots, `sevens:${jackpot}:${currency}`, async () => ({
      id: `jackpot-sevens-${jackpot}-${currency}-${Date.now()}`,
      type: 'jackpotSevens',
      action: 'update',
      data: {
        slug: jackpot,
        currency,
        amount: sevensDisplayAmount(await this.#poolOf(jackpot, currency), currency),
      },
    }));
  }

  won(playerId: number, win: SevensPlayerWin): Promise<void> {
    return this.#publisher.publish(personalChannel(playerId), {
      id: `jackpot-sevens-win-${win.roundId}`,
      type: 'jackpotSevens',
      action: 'win',
      data: win,
    });
  }
}
