import type { ChancePrize, Chest, Currency, Language, Prize, PrizeView } from '@casino/contracts';
import { wheelTotalWeight } from '@casino/game-math';
import { prizeView } from '../../rewards/index.ts';
import type { ChanceDrawRow, ChanceSeedRow } from '../chance.schema.ts';
import { prizeInCurrency } from '../chance-prizes.ts';
import { drawView } from '../fair-draws.ts';
import { drawnChestNumber, drawnPrize } from './chest-pick.ts';
import type { PrizeTitles } from './chest-prize-titles.ts';
import type { ChestCampaignRow } from './chests.schema.ts';

const NO_PRIZE: Prize = { type: 'none' };

/** An opened chest's draw, with its seed for the verify page. */
export interface OpenedChest {
  draw: ChanceDrawRow;
  seed: ChanceSeedRow;
}

function viewIn(prize: ChancePrize | undefined, currency: Currency, lang: Language, titles: PrizeTitles) {
  const inCurrency = (prize && prizeInCurrency(prize, currency)) ?? NO_PRIZE;
  return prizeView(inCurrency, titles(inCurrency), lang);
}

/**
 * The expected money of one chest in minor units, rounded down: the sum of weight × amount over the total weight,
 * in bigints (a large table's sum passes 2^53).
 */
export function expectedMoneyOf(campaign: Pick<ChestCampaignRow, 'prizes'>, currency: Currency): number {
  const total = wheelTotalWeight(campaign.prizes.map((row) => row.weight));
  let sum = 0n;
  for (const { weight, prize } of campaign.prizes) {
    const money = prizeInCurrency(prize, currency);
    if (money?.type === 'money') sum += BigInt(weight) * BigInt(money.amount);
  }
  return Number(sum / BigInt(total));
}

/**
 * What every pick shows (chests and loot boxes alike): the chests, the opened one with its prize, the published
 * odds of the table in force and what one chest pays on average, in the reader's currency.
 */
export function pickView(input: {
  campaign: ChestCampaignRow;
  currency: Currency;
  lang: Language;
  titles: PrizeTitles;
  opened: OpenedChest | null;
}) {
  const { campaign, currency, lang, titles, opened } = input;
  const openedNumber = opened ? drawnChestNumber(opened.draw) : null;
  const won: PrizeView[] = opened ? [viewIn(drawnPrize(opened.draw), currency, lang, titles)] : [];
  const chests: Chest[] = Array.from({ length: campaign.chestCount }, (_, index) => ({
    number: index + 1,
    prizes: index + 1 === openedNumber ? won : [],
    images: campaign.images,
  }));
  return {
    title: campaign.title[lang],
    chests,
    odds: campaign.prizes.map(({ weight, prize }) => ({
      weight,
      prize: viewIn(prize, currency, lang, titles),
    })),
    totalWeight: wheelTotalWeight(campaign.prizes.map((row) => row.weight)),
    expectedMoney: expectedMoneyOf(campaign, currency),
    currency,
    imagePopupBackground: campaign.imagePopupBackground,
    instructionUrl: campaign.instructionUrl,
    draw: opened ? drawView(opened.draw, opened.seed) : null,
  };
}
