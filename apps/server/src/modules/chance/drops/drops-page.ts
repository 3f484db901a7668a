import {
  type Currency,
  DEFAULT_CURRENCY,
  DROP_TOTAL_TICKETS,
  type DropCampaign,
  type DropKind,
  type DropsView,
  type LocalizedText,
  type OwnDrop,
  type Prize,
} from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { Rewards } from '../../rewards/index.ts';
import { prizeInCurrency } from '../chance-prizes.ts';
import { dropsLeft, prizesLeft, runningAt } from './drop-terms.ts';
import { dropPrizeView, dropView } from './drop-view.ts';
import { dropsErrors } from './drops.errors.ts';
import type { DropsRepository } from './drops.repository.ts';
import type { DropCampaignRow } from './drops.schema.ts';

/** The latest drops listed per campaign, and the player's own drops listed. */
const RECENT_DROPS = 10;
const OWN_DROPS = 20;

/**
 * `GET /rest/prize-drops/` and `GET /rest/star-drops/`: the enabled campaigns of the kind running now (something
 * left to drop) or still to start, with their odds and prizes in the reader's currency and their latest drops,
 * winners masked; a signed-in player also reads their own drops with their draws, for the verify page.
 */
export class DropsPage {
  readonly #repository: Pick<DropsRepository, 'openAt' | 'recentWins' | 'playerWins'>;
  readonly #rewards: Pick<Rewards, 'titleOf'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #clock: Clock;

  constructor(deps: {
    repository: Pick<DropsRepository, 'openAt' | 'recentWins' | 'playerWins'>;
    rewards: Pick<Rewards, 'titleOf'>;
    players: Pick<PlayerDirectory, 'findById'>;
    clock: Clock;
  }) {
    this.#repository = deps.repository;
    this.#rewards = deps.rewards;
    this.#players = deps.players;
    this.#clock = deps.clock;
  }

  async view(
    kind: DropKind,
    input: { playerId: number | undefined; slug?: string; currency?: Currency },
  ): Promise<DropsView> {
    const now = this.#clock.now();
    const shown = (await this.#repository.openAt(now)).filter(
      (row) =>
        row.kind === kind &&
        (row.startsAt > now || runningAt(row, now)) &&
        (input.slug === undefined || row.slug === input.slug),
    );
    if (input.slug !== undefined && shown.length === 0) throw dropsErrors.notFound(input.slug);
    const currency = input.currency ?? (await this.#currencyOf(input.playerId));
    const slugs = shown.map((row) => row.slug);
    const [recent, own] = await Promise.all([
      this.#repository.recentWins(slugs, RECENT_DROPS),
      input.playerId === undefined ? null : this.#repository.playerWins(input.playerId, slugs, OWN_DROPS),
    ]);
    const titles = await this.#titles([
      ...shown.flatMap((row) => row.prizes.map((line) => prizeInCurrency(line.prize, currency))),
      ...recent.map((win) => win.prize),
      ...(own ?? []).map((win) => win.prize),
    ]);
    const title = (prize: Prize) => titles.get(JSON.stringify(prize)) ?? { uk: '', ru: '', en: '' };
    return {
      currency,
      campaigns: shown.map((row) => ({
        ...this.#campaignView(row, currency, now, title),
        recentDrops: recent.filter((win) => win.campaign === row.slug).map((win) => dropView(win, title)),
      })),
      myDrops: own ? own.map((win): OwnDrop => ({ ...dropView(win, title), drawId: win.drawId })) : null,
    };
  }

  #campaignView(
    row: DropCampaignRow,
    currency: Currency,
    now: Date,
    title: (prize: Prize) => LocalizedText,
  ): Omit<DropCampaign, 'recentDrops'> {
    const stake = row.stakes[currency];
    const left = prizesLeft(row);
    return {
      slug: row.slug,
      kind: row.kind,
      title: row.title,
      state: row.startsAt > now ? 'upcoming' : 'running',
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      games: row.games,
      odds: stake ? { ...stake, totalTickets: DROP_TOTAL_TICKETS } : null,
      prizes: row.prizes.flatMap((line, index) => {
        const prize = prizeInCurrency(line.prize, currency);
        return prize
          ? [
              {
                id: line.id,
                prize: dropPrizeView(prize, title(prize)),
                count: line.count,
                left: left[index] ?? 0,
              },
            ]
          : [];
      }),
      starsPerDrop: row.starsPerDrop,
      dropsLeft: dropsLeft(row),
    };
  }

  /** Each distinct prize's name, read once (a bonus's from its template). */
  async #titles(prizes: readonly (Prize | null)[]): Promise<Map<string, LocalizedText>> {
    const distinct = new Map<string, Prize>();
    for (const prize of prizes) if (prize) distinct.set(JSON.stringify(prize), prize);
    const named = await Promise.all(
      [...distinct].map(async ([key, prize]) => [key, await this.#rewards.titleOf(prize)] as const),
    );
    return new Map(named);
  }

  async #currencyOf(playerId: number | undefined): Promise<Currency> {
    const player = playerId === undefined ? undefined : await this.#players.findById(playerId);
    return (player?.currency as Currency | undefined) ?? DEFAULT_CURRENCY;
  }
}
