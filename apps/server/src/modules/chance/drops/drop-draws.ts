import type { Currency, DropKind } from '@casino/contracts';
import { DROP_TOTAL_TICKETS } from '@casino/contracts';
import { fairDropDraw } from '@casino/game-math';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Rewards } from '../../rewards/index.ts';
import { prizeInCurrency } from '../chance-prizes.ts';
import type { FairDraws } from '../fair-draws.ts';
import type { LotteryStars } from '../lottery/lottery-stars.ts';
import { prizesLeft, runningAt, stakeTermsFor } from './drop-terms.ts';
import type { DropsRepository } from './drops.repository.ts';
import type { DropCampaignRow, DropWinRow } from './drops.schema.ts';

/** The feature names a campaign's draws are recorded under, and the `rewards` source of its prizes. */
export const DROP_DRAW_FEATURE: Record<DropKind, string> = { prize: 'prize-drop', stars: 'star-drop' };

/** A real-money stake as the drops read it. */
export interface DropStake {
  playerId: number;
  currency: Currency;
  gameSlug: string;
  real: number;
  /** What makes the stake once only: its ledger transfer's id. */
  stakeRef: string;
  at: Date;
}

/** A drop made: the campaign as it stands after it, the drop, and what is left or the player's stars now. */
export type Dropped =
  | { kind: 'prize'; campaign: DropCampaignRow; win: DropWinRow; prizesLeft: number }
  | { kind: 'stars'; campaign: DropCampaignRow; win: DropWinRow; balance: number };

/**
 * One stake's draw in one campaign, in the caller's transaction. The campaign's row is locked first and read again,
 * so the draw sees the prizes left as they are and two wins never take the last prize twice (the second finds the
 * campaign over and draws nothing). The draw records its odds table with the prizes left it picked from; a won
 * prize drop pays its prize through `rewards` (source `prize-drop`, reference `{campaign}:{transfer}`, once), a won
 * star drop adds the stars to the player's lottery stars (once per key). A stake drawn before draws nothing.
 */
export class DropDraws {
  readonly #repository: Pick<DropsRepository, 'lock' | 'drawn' | 'save' | 'recordWin'>;
  readonly #draws: Pick<FairDraws, 'draw'>;
  readonly #rewards: Pick<Rewards, 'grant'>;
  readonly #stars: Pick<LotteryStars, 'give'>;
  readonly #clock: Clock;

  constructor(deps: {
    repository: Pick<DropsRepository, 'lock' | 'drawn' | 'save' | 'recordWin'>;
    draws: Pick<FairDraws, 'draw'>;
    rewards: Pick<Rewards, 'grant'>;
    stars: Pick<LotteryStars, 'give'>;
    clock: Clock;
  }) {
    this.#repository = deps.repository;
    this.#draws = deps.draws;
    this.#rewards = deps.rewards;
    this.#stars = deps.stars;
    this.#clock = deps.clock;
  }

  /**
   * `ticketsPerMinorUnit` replaces the campaign's odds for the demo seed's past drops, drawn at certain odds and
   * recorded so (the verify page shows what happened).
   */
  async draw(
    tx: Db,
    slug: string,
    stake: DropStake,
    odds: { ticketsPerMinorUnit?: number } = {},
  ): Promise<Dropped | null> {
    const campaign = await this.#repository.lock(tx, slug);
    const stakeTerms = campaign && stakeTermsFor(campaign, stake);
    if (!campaign || !stakeTerms || !runningAt(campaign, stake.at)) return null;
    const terms = { ...stakeTerms, ...odds };
    const feature = DROP_DRAW_FEATURE[campaign.kind];
    const sourceRef = `${campaign.slug}:${stake.stakeRef}`;
    if (await this.#repository.drawn(tx, feature, sourceRef)) return null;
    const left = campaign.kind === 'prize' ? prizesLeft(campaign) : [];
    const { row: draw, outcome } = await this.#draws.draw(tx, {
      feature,
      sourceRef,
      playerId: stake.playerId,
      oddsTable: {
        campaign: campaign.slug,
        stake: stake.real,
        currency: stake.currency,
        minStake: terms.minStake,
        ticketsPerMinorUnit: terms.ticketsPerMinorUnit,
        totalTickets: DROP_TOTAL_TICKETS,
        prizeLines: campaign.prizes.map((line) => line.id),
        prizesLeft: left,
      },
      outcome: (seeds) => fairDropDraw(seeds, stake.real, terms.ticketsPerMinorUnit, left),
    });
    if (!outcome.won) return null;
    const now = this.#clock.now();
    const won = { campaign: campaign.slug, playerId: stake.playerId, stakeRef: sourceRef, drawId: draw.id };
    if (campaign.kind === 'stars') {
      const balance = await this.#stars.give(tx, {
        key: `${feature}:${sourceRef}`,
        playerId: stake.playerId,
        stars: campaign.starsPerDrop,
      });
      if (balance === null) return null;
      const after = await this.#repository.save(tx, campaign.slug, { drops: campaign.drops + 1 });
      const win = await this.#repository.recordWin(tx, {
        ...won,
        stars: campaign.starsPerDrop,
        droppedAt: now,
      });
      return { kind: 'stars', campaign: after, win, balance };
    }
    const line = outcome.pick ? campaign.prizes[outcome.pick.line] : undefined;
    if (!line) throw new Error(`drop ${sourceRef} won without a prize line`);
    // Every currency has its amount (the console's rule), so no winner wins nothing.
    const prize = prizeInCurrency(line.prize, stake.currency) ?? { type: 'none' as const };
    const key = String(line.id);
    const after = await this.#repository.save(tx, campaign.slug, {
      dropped: { ...campaign.dropped, [key]: (campaign.dropped[key] ?? 0) + 1 },
      drops: campaign.drops + 1,
    });
    const win = await this.#repository.recordWin(tx, {
      ...won,
      prizeLine: line.id,
      prize,
      stars: 0,
      droppedAt: now,
    });
    await this.#rewards.grant(tx, {
      source: feature,
      sourceRef,
      sourceTitle: campaign.title,
      playerId: stake.playerId,
      prize,
    });
    const total = prizesLeft(after).reduce((sum, count) => sum + count, 0);
    return { kind: 'prize', campaign: after, win, prizesLeft: total };
  }
}
