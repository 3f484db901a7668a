import {
  type Currency,
  DEFAULT_CURRENCY,
  DICE_MAX_SECTOR,
  DICE_MIN_SECTOR,
  type DiceActivity,
  type Language,
  type LocalizedText,
  type Prize,
} from '@casino/contracts';
import { diceSectorPairs } from '@casino/game-math';
import { prizeView } from '../../rewards/index.ts';
import type { DiceActivityRow, DiceParticipantRow } from '../chance.schema.ts';
import { prizeInCurrency } from '../chance-prizes.ts';
import { isDiceThrowDay, nextDicePeriodAt } from './dice-periods.ts';

const NO_PRIZE: Prize = { type: 'none' };
const THROWS = 36;

/** Where the throw of an activity is POSTed (the spec's `playRequest`). */
export function playRequestOf(kind: DiceActivityRow['kind']): string {
  return `/rest/daily-activities/${kind}/play/`;
}

/** The prize a sector pays in a currency (none when the table names none). */
export function sectorPrize(activity: DiceActivityRow, sector: number, currency: Currency): Prize {
  const row = activity.prizes.find((entry) => entry.sector === sector);
  return (row && prizeInCurrency(row.prize, currency)) ?? NO_PRIZE;
}

/** The throws left, and whether one may be made now (spec section 4's rules). */
export function throwsLeft(activity: DiceActivityRow, participant: DiceParticipantRow | undefined, at: Date) {
  const earned = participant?.triesEarned ?? (activity.depositsForTry === 0 ? 1 : 0);
  const attempts = participant?.attempts ?? 0;
  const triesLeft = Math.max(Math.min(earned, activity.maxTries) - attempts, 0);
  const state = !activity.enabled ? 'closed' : (participant?.state ?? 'active');
  const isTodayInRange = isDiceThrowDay(activity.kind, at);
  return {
    triesLeft,
    attempts,
    state,
    isTodayInRange,
    isAvailable: state === 'active' && isTodayInRange && triesLeft > 0 && attempts < activity.maxTries,
  } as const;
}

/**
 * A dice activity as the player reads it: the spec's fields, the published odds of every sector with its prize in
 * the reader's currency, and the expected money of a throw.
 */
export function diceActivityView(input: {
  activity: DiceActivityRow;
  participant: DiceParticipantRow | undefined;
  signedIn: boolean;
  currency: Currency | null;
  lang: Language;
  at: Date;
  titles: (prize: Prize) => LocalizedText;
  lastThrow: DiceActivity['lastThrow'];
}): DiceActivity {
  const { activity, participant, lang, at } = input;
  const currency = input.currency ?? DEFAULT_CURRENCY;
  const rules = throwsLeft(activity, participant, at);
  const odds = [];
  let expected = 0;
  for (let sector = DICE_MIN_SECTOR; sector <= DICE_MAX_SECTOR; sector++) {
    const prize = sectorPrize(activity, sector, currency);
    const pairs = diceSectorPairs(sector);
    if (prize.type === 'money') expected += pairs * prize.amount;
    odds.push({ sector, pairs, prize: prizeView(prize, input.titles(prize), lang) });
  }
  const minDeposit = activity.minDeposit[currency];
  return {
    kind: activity.kind,
    title: activity.title[lang],
    playRequest: playRequestOf(activity.kind),
    ...rules,
    triesLeft: input.signedIn ? rules.triesLeft : 0,
    isAvailable: input.signedIn && rules.isAvailable,
    maxTries: activity.maxTries,
    depositsForTry: activity.depositsForTry,
    depositsCounted: participant?.depositsCounted ?? 0,
    minDeposit: activity.depositsForTry > 0 && minDeposit ? { amount: minDeposit, currency } : null,
    nextPeriodAt: nextDicePeriodAt(activity.kind, at).toISOString(),
    odds,
    expectedMoney: Math.floor(expected / THROWS),
    currency,
    lastThrow: input.lastThrow,
  };
}
