import type {
  Currency,
  Language,
  LocalizedText,
  Prize,
  WheelInfo,
  WheelPrize,
  WheelSegments,
} from '@casino/contracts';
import { wheelChanceBasisPoints, wheelExpectedMinor } from '@casino/game-math';
import { prizeView } from '../../rewards/index.ts';
import type { WheelPlayerRow, WheelRow, WheelSpinRow } from '../chance.schema.ts';
import { prizeInCurrency } from '../chance-prizes.ts';
import { nextWheelPeriodAt } from './wheel-periods.ts';

const NO_PRIZE: Prize = { type: 'none' };

export function wheelWeights(wheel: WheelRow): number[] {
  return wheel.segments.map((segment) => segment.weight);
}

/** The prize a segment pays in a currency (none when a money prize has no amount there). */
export function segmentPrize(wheel: WheelRow, index: number, currency: Currency): Prize {
  const segment = wheel.segments[index];
  return (segment && prizeInCurrency(segment.prize, currency)) ?? NO_PRIZE;
}

/** The free spin of a day the wheel gives one. */
export function freeSpinsOf(wheel: WheelRow): number {
  return wheel.dailyFreeSpin ? 1 : 0;
}

/** The spins left today: those earned (at most the wheel's maximum) less those made. */
export function spinsLeft(wheel: WheelRow, row: WheelPlayerRow | undefined): number {
  const earned = row?.spinsEarned ?? freeSpinsOf(wheel);
  return Math.max(Math.min(earned, wheel.maxSpins) - (row?.spinsMade ?? 0), 0);
}

/** The wheel and the viewer's spins today; a guest has none. */
export function wheelInfoView(input: {
  wheel: WheelRow;
  row: WheelPlayerRow | undefined;
  signedIn: boolean;
  currency: Currency;
  lang: Language;
  at: Date;
}): WheelInfo {
  const { wheel, row, signedIn, currency } = input;
  const left = signedIn ? spinsLeft(wheel, row) : 0;
  const minDeposit = wheel.minDeposit[currency];
  return {
    slug: wheel.slug,
    title: wheel.title[input.lang],
    spinsLeft: left,
    spinsMade: row?.spinsMade ?? 0,
    maxSpins: wheel.maxSpins,
    isAvailable: left > 0,
    dailyFreeSpin: wheel.dailyFreeSpin,
    depositsForSpin: wheel.depositsForSpin,
    depositsCounted: row?.depositsCounted ?? 0,
    minDeposit: wheel.depositsForSpin > 0 && minDeposit ? { amount: minDeposit, currency } : null,
    nextPeriodAt: nextWheelPeriodAt(input.at).toISOString(),
  };
}

/**
 * The published odds: every segment's exact chance (its weight over the total, shown in basis points) and its
 * prize in the reader's currency, and the average money a spin pays, rounded down.
 */
export function wheelSegmentsView(input: {
  wheel: WheelRow;
  currency: Currency;
  lang: Language;
  titles: LocalizedText[];
}): WheelSegments {
  const { wheel, currency, lang } = input;
  const weights = wheelWeights(wheel);
  const prizes = wheel.segments.map((_, index) => segmentPrize(wheel, index, currency));
  return {
    slug: wheel.slug,
    title: wheel.title[lang],
    totalWeight: weights.reduce((sum, weight) => sum + weight, 0),
    segments: wheel.segments.map((segment, index) => {
      const title = input.titles[index] ?? { uk: '', ru: '', en: '' };
      return {
        index,
        label: segment.label?.[lang] || title[lang],
        prize: prizeView(prizes[index] ?? NO_PRIZE, title, lang),
        weight: segment.weight,
        chanceBp: wheelChanceBasisPoints(weights, index),
      };
    }),
    expectedMoney: wheelExpectedMinor(
      weights,
      prizes.map((prize) => (prize.type === 'money' ? prize.amount : 0)),
    ),
    currency,
  };
}

/** A spin that won, as the player's prize list shows it. */
export function wheelPrizeView(spin: WheelSpinRow, title: LocalizedText, lang: Language): WheelPrize {
  const { prize } = spin;
  return {
    id: spin.id,
    wheel: spin.wheelSlug,
    segment: spin.segment,
    text: title[lang],
    type: prize.type,
    amount: prize.type === 'money' ? prize.amount : null,
    currency: prize.type === 'money' ? prize.currency : null,
    bonusOfferId: spin.bonusOfferId,
    drawId: spin.drawId,
    createdAt: spin.createdAt.toISOString(),
  };
}
