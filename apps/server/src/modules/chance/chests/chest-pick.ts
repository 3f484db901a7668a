import type { ChancePrize, ChestPrizeRow, Currency, Prize } from '@casino/contracts';
import { fairWheelSpin, type WheelSpin } from '@casino/game-math';
import type { Db } from '../../../platform/db/database.ts';
import type { Rewards } from '../../rewards/index.ts';
import type { ChanceDrawRow } from '../chance.schema.ts';
import { prizeInCurrency } from '../chance-prizes.ts';
import type { FairDraws } from '../fair-draws.ts';
import type { ChestCampaignRow } from './chests.schema.ts';

const NO_PRIZE: Prize = { type: 'none' };

/** What a chest draw records: the chest the player picked and the prize line drawn from the weighted table. */
export type ChestOutcome = WheelSpin & { chestNumber: number };

/** The odds table a chest draw keeps a copy of: what the outcome's `segment` indexes. */
export interface ChestOddsTable {
  campaignId: string;
  chestCount: number;
  prizes: ChestPrizeRow[];
  updatedAt: string;
}

/** The prize an opened chest holds, from the odds table copied into its draw (a later edit changes nothing). */
export function drawnPrize(draw: Pick<ChanceDrawRow, 'oddsTable' | 'outcome'>): ChancePrize | undefined {
  const table = draw.oddsTable as unknown as ChestOddsTable;
  const outcome = draw.outcome as unknown as ChestOutcome;
  return table.prizes[outcome.segment]?.prize;
}

export function drawnChestNumber(draw: Pick<ChanceDrawRow, 'outcome'>): number {
  return (draw.outcome as unknown as ChestOutcome).chestNumber;
}

/**
 * Opens one chest (decision 036): a weighted pick of the campaign's prize table from the player's chance seeds
 * (the wheel's draw: a uniform ticket below the total weight, cumulative weights, no floats), recorded with the
 * table in force, and its prize granted once through `rewards`, all in the caller's transaction. The chest picked
 * is recorded beside the draw: every chest of a pick holds the same odds, so the pick is the player's, not chance's.
 */
export class ChestPicks {
  readonly #draws: FairDraws;
  readonly #rewards: Pick<Rewards, 'grant'>;

  constructor(deps: { draws: FairDraws; rewards: Pick<Rewards, 'grant'> }) {
    this.#draws = deps.draws;
    this.#rewards = deps.rewards;
  }

  async open(
    tx: Db,
    input: {
      feature: 'chests' | 'loot-box';
      sourceRef: string;
      campaign: ChestCampaignRow;
      playerId: number;
      currency: Currency;
      chestNumber: number;
    },
  ): Promise<ChanceDrawRow> {
    const { campaign } = input;
    const weights = campaign.prizes.map((row) => row.weight);
    const oddsTable: ChestOddsTable = {
      campaignId: campaign.id,
      chestCount: campaign.chestCount,
      prizes: campaign.prizes,
      updatedAt: campaign.updatedAt.toISOString(),
    };
    const { row } = await this.#draws.draw(tx, {
      feature: input.feature,
      sourceRef: input.sourceRef,
      playerId: input.playerId,
      oddsTable: { ...oddsTable },
      outcome: (seeds): ChestOutcome => ({
        chestNumber: input.chestNumber,
        ...fairWheelSpin(seeds, weights),
      }),
    });
    const won = drawnPrize(row);
    const prize = (won && prizeInCurrency(won, input.currency)) ?? NO_PRIZE;
    if (prize.type !== 'none') {
      await this.#rewards.grant(tx, {
        source: input.feature,
        sourceRef: input.sourceRef,
        sourceTitle: campaign.title,
        playerId: input.playerId,
        prize,
      });
    }
    return row;
  }
}
