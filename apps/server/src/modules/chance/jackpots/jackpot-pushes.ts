import { type Currency, type JackpotPlayerWin, PUBLIC_CHANNELS, personalChannel } from '@casino/contracts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import type { PushThrottle } from '../../../platform/push/push-throttle.ts';

/**
 * The `jackpotsStatus` pushes: a pool's new amount to every visitor, through the throttle (at most one a second per
 * jackpot and currency, the newest amount read when it is sent, so a busy pool is not a flood), and a win to the
 * winner alone.
 */
export class JackpotPushes {
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
    this.#throttle.publish(PUBLIC_CHANNELS.jackpots, `${jackpot}:${currency}`, async () => ({
      id: `jackpot-${jackpot}-${currency}-${Date.now()}`,
      type: 'jackpotsStatus',
      action: 'update',
      data: { slug: jackpot, currency, amount: await this.#poolOf(jackpot, currency) },
    }));
  }

  won(playerId: number, win: JackpotPlayerWin): Promise<void> {
    return this.#publisher.publish(personalChannel(playerId), {
      id: `jackpot-win-${win.drawId}`,
      type: 'jackpotsStatus',
      action: 'win',
      data: win,
    });
  }
}
