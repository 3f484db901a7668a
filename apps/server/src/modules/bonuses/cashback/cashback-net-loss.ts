import type { Currency, GameKind } from '@casino/contracts';
import type { Db } from '../../../platform/db/database.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { CashbackProgramRow } from './cashback.repository.ts';

/** The kind of each game among the slugs (the games module's catalogue), read with the executor given. */
export type GameKindsOf = (slugs: readonly string[], executor: Db) => Promise<Map<string, GameKind>>;

/**
 * A player's net loss over a period, read from the ledger: real-money stakes less refunds and wins, on the games
 * whose kind the programme counts. Exact whatever replays or rollbacks happened, since each is a transfer; bonus
 * money staked or won is left out, being the house's until it converts.
 */
export class NetLosses {
  readonly #deps: { wallet: Pick<WalletService, 'realPlayByGame'>; gameKinds: GameKindsOf };

  constructor(deps: { wallet: Pick<WalletService, 'realPlayByGame'>; gameKinds: GameKindsOf }) {
    this.#deps = deps;
  }

  async of(
    executor: Db,
    program: Pick<CashbackProgramRow, 'gameKinds'>,
    player: { playerId: number; currency: Currency },
    period: { from: Date; to: Date },
  ): Promise<number> {
    const play = await this.#deps.wallet.realPlayByGame(player.playerId, player.currency, period, executor);
    const counted = await this.#countedGames(executor, program.gameKinds, play);
    return counted.reduce((sum, game) => sum + game.stakes - game.wins, 0);
  }

  /** The play on the kinds the programme counts: every game's when it names none. */
  async #countedGames<Play extends { gameSlug: string | null }>(
    executor: Db,
    kinds: GameKind[],
    play: Play[],
  ) {
    if (kinds.length === 0) return play;
    const slugs = play.flatMap((game) => (game.gameSlug ? [game.gameSlug] : []));
    const kindOf = await this.#deps.gameKinds(slugs, executor);
    return play.filter((game) => {
      const kind = game.gameSlug === null ? undefined : kindOf.get(game.gameSlug);
      return kind !== undefined && kinds.includes(kind);
    });
  }
}
