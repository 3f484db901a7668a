import { type CashOutQuote, personalChannel } from '@casino/contracts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import { type CashOutDeps, quoteCashOut } from './cash-out.ts';

/**
 * Cash-out offers pushed live (issue 17 item 4): each run finds the open bets whose markets' prices moved since the
 * last run and tells each bet's player what cashing it out pays now, or why it cannot be (`sportBet` `cash-out`),
 * when that changed since it was last told. Nothing is stored: the page asks for the quote when it opens, so a
 * node that takes the job over starts from the prices of then and tells only what moves after.
 */
export class CashOutOffers {
  readonly #deps: CashOutDeps;
  readonly #publisher: Pick<PushPublisher, 'publish'>;
  /** Feed time up to which price changes have been followed; null before the first run. */
  #followedUpTo: number | null = null;
  /** What each bet's player was last told, so an unchanged value is not sent again. */
  readonly #told = new Map<number, string>();

  constructor(deps: CashOutDeps, publisher: Pick<PushPublisher, 'publish'>) {
    this.#deps = deps;
    this.#publisher = publisher;
  }

  /** One run; answers how many offers it sent. */
  async run(): Promise<number> {
    const { repository } = this.#deps;
    const upTo = await repository.latestPriceChange(repository.db);
    const after = this.#followedUpTo;
    this.#followedUpTo = upTo;
    if (after === null || upTo <= after) return 0;
    let sent = 0;
    for (const { betId, playerId } of await repository.cashOutBetsRepriced(repository.db, after, upTo)) {
      const quote = await quoteCashOut(this.#deps, playerId, betId);
      const told = JSON.stringify(quote);
      if (this.#told.get(betId) === told) continue;
      // A bet that can no longer be cashed out is told so once, and forgotten.
      if (isFinal(quote)) this.#told.delete(betId);
      else this.#told.set(betId, told);
      await this.#publisher.publish(personalChannel(playerId), {
        id: `sport-cash-out-${betId}-${upTo}`,
        type: 'sportBet',
        action: 'cash-out',
        data: { betId: String(betId), ...quote },
      });
      sent += 1;
    }
    return sent;
  }
}

function isFinal(quote: CashOutQuote): boolean {
  return quote.refusal === 'bet_decided' || quote.refusal === 'not_offered';
}
