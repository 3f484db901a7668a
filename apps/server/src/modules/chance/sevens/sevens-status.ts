import {
  type Currency,
  type JackpotSevens,
  type SevensPlayerWin,
  sevensDisplayAmount,
} from '@casino/contracts';
import type { WalletService } from '../../wallet/index.ts';
import type { JackpotSevensRepository } from './jackpot-sevens.repository.ts';
import { isWon, sevensDropView, sevensPlayerWinView, sevensPoolKey, sevensTermsIn } from './sevens-view.ts';

/** The drops `GET /rest/jackpot-sevens/` lists, newest first. */
const RECENT_DROP_LIMIT = 10;

type Repository = Pick<
  JackpotSevensRepository,
  'enabled' | 'openRound' | 'recentDrops' | 'playerShare' | 'lastWinOf'
>;

/**
 * `GET /rest/jackpot-sevens/` (spec section 7): the site's jackpot-sevens in a currency (the first enabled one that
 * runs in it), its pool read from the ledger account, the current round's commitment and the latest drops with their
 * seeds; a signed-in player also reads what their stakes put into the current round and their latest win.
 */
export class SevensStatusReader {
  readonly #repository: Repository;
  readonly #wallet: Pick<WalletService, 'jackpotPools'>;

  constructor(deps: { repository: Repository; wallet: Pick<WalletService, 'jackpotPools'> }) {
    this.#repository = deps.repository;
    this.#wallet = deps.wallet;
  }

  async status(currency: Currency, playerId: number | null): Promise<JackpotSevens | null> {
    const jackpots = await this.#repository.enabled();
    const jackpot = jackpots.find((candidate) => sevensTermsIn(candidate, currency));
    const terms = jackpot && sevensTermsIn(jackpot, currency);
    if (!jackpot || !terms) return null;
    const [pools, round, drops, lastPlayerWin] = await Promise.all([
      this.#wallet.jackpotPools(currency),
      this.#repository.openRound(jackpot.slug, currency),
      this.#repository.recentDrops(jackpot.slug, currency, RECENT_DROP_LIMIT),
      playerId === null ? null : this.lastPlayerWin(playerId),
    ]);
    const userAmount =
      playerId === null ? null : round ? await this.#repository.playerShare(round.id, playerId) : 0;
    return {
      slug: jackpot.slug,
      title: jackpot.title,
      currency,
      amount: sevensDisplayAmount(pools.get(sevensPoolKey(jackpot.slug)) ?? 0, currency),
      seedAmount: terms.seedAmount,
      dropCeiling: terms.dropCeiling,
      shareBasisPoints: jackpot.shareBasisPoints,
      games: jackpot.games,
      round: round
        ? { id: round.id, serverSeedHash: round.serverSeedHash, openedAt: round.openedAt.toISOString() }
        : null,
      userAmount,
      lastPlayerWin,
      recentDrops: drops.filter(isWon).map(sevensDropView),
    };
  }

  /** The player's latest jackpot-sevens win (player main data's `jackpotSevens.lastPlayerWin`), or null. */
  async lastPlayerWin(playerId: number): Promise<SevensPlayerWin | null> {
    const round = await this.#repository.lastWinOf(playerId);
    return round && isWon(round) ? sevensPlayerWinView(round) : null;
  }
}
