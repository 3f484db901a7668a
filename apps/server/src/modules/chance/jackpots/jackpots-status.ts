import type { Currency, JackpotsStatus } from '@casino/contracts';
import type { WalletService } from '../../wallet/index.ts';
import { jackpotStatusView, jackpotTermsIn, jackpotWinView } from './jackpot-view.ts';
import type { JackpotsRepository } from './jackpots.repository.ts';

/** The wins `GET /jackpots-status/` lists, newest first. */
const RECENT_WIN_LIMIT = 10;

/**
 * `GET /jackpots-status/` (spec section 7): every enabled jackpot that runs in the currency, its pool read from the
 * ledger account, its share, odds and games, and the latest wins. The same for every visitor.
 */
export class JackpotsStatusReader {
  readonly #repository: Pick<JackpotsRepository, 'enabled' | 'recentWins'>;
  readonly #wallet: Pick<WalletService, 'jackpotPools'>;

  constructor(deps: {
    repository: Pick<JackpotsRepository, 'enabled' | 'recentWins'>;
    wallet: Pick<WalletService, 'jackpotPools'>;
  }) {
    this.#repository = deps.repository;
    this.#wallet = deps.wallet;
  }

  async status(currency: Currency): Promise<JackpotsStatus> {
    const running = (await this.#repository.enabled()).flatMap((jackpot) => {
      const terms = jackpotTermsIn(jackpot, currency);
      return terms ? [{ jackpot, terms }] : [];
    });
    const slugs = running.map(({ jackpot }) => jackpot.slug);
    const [pools, wins] = await Promise.all([
      this.#wallet.jackpotPools(currency),
      this.#repository.recentWins(slugs, currency, RECENT_WIN_LIMIT),
    ]);
    return {
      currency,
      jackpots: running.map(({ jackpot, terms }) =>
        jackpotStatusView(jackpot, terms, {
          currency,
          amount: pools.get(jackpot.slug) ?? 0,
          lastWin: wins.find((win) => win.jackpot === jackpot.slug),
        }),
      ),
      recentWins: wins.map(jackpotWinView),
    };
  }
}
