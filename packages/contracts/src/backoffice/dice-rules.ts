import {
  chancePrizeCovers,
  DICE_MAX_SECTOR,
  DICE_MIN_SECTOR,
  DICE_WINNING_SECTOR,
  type DiceActivityKind,
  type DiceActivityTerms,
  diceActivityTermsSchema,
} from '../chance.ts';
import { LANGUAGES } from '../language.ts';
import { CURRENCIES } from '../money.ts';

/** A field the terms break (its path under the terms) and why. */
export type DiceTermsFault = [path: (string | number)[], message: string];

/** The daily dice is one free throw a day (spec section 4): more would be another activity. */
export const DAILY_DICE_TRIES = 1;

/** Each sector from 2 to 12 once; a money prize with an amount in every currency, so no winner gets nothing. */
function prizeFaults(kind: DiceActivityKind, terms: DiceActivityTerms): DiceTermsFault[] {
  const faults: DiceTermsFault[] = [];
  const seen = new Set<number>();
  for (const [index, { sector, prize }] of terms.prizes.entries()) {
    if (!Number.isInteger(sector) || sector < DICE_MIN_SECTOR || sector > DICE_MAX_SECTOR) {
      faults.push([['prizes', index, 'sector'], `a sector from ${DICE_MIN_SECTOR} to ${DICE_MAX_SECTOR}`]);
    } else if (seen.has(sector)) {
      faults.push([['prizes', index, 'sector'], `sector ${sector} has a prize already`]);
    }
    seen.add(sector);
    // Spec section 9: the weekly dice is won on a 7 only, so another sector's prize would never be paid as won.
    if (kind === 'weekly-dice' && sector !== DICE_WINNING_SECTOR && prize.type !== 'none') {
      faults.push([['prizes', index, 'sector'], `the weekly dice pays on a ${DICE_WINNING_SECTOR} only`]);
    }
    if (prize.type === 'money' && !chancePrizeCovers(prize)) {
      for (const currency of CURRENCIES.filter((code) => !((prize.amounts[code] ?? 0) > 0))) {
        faults.push([['prizes', index, 'prize', 'amounts', currency], 'give the amount in every currency']);
      }
    }
  }
  return faults;
}

/**
 * What a dice activity's terms must hold together, as field errors: one rule set for the console's form and the
 * server (which adds what only it knows: that a bonus prize's template exists).
 */
export function diceTermsFaults(kind: DiceActivityKind, terms: DiceActivityTerms): DiceTermsFault[] {
  const faults: DiceTermsFault[] = [];
  for (const lang of LANGUAGES) {
    if (terms.title[lang].trim() === '') faults.push([['title', lang], 'write it in every language']);
  }
  if (kind === 'daily-dice' && terms.maxTries !== DAILY_DICE_TRIES) {
    faults.push([['maxTries'], `the daily dice has ${DAILY_DICE_TRIES} throw a day`]);
  }
  // A throw earned by deposits needs the smallest deposit that counts, in whichever currency the player pays.
  if (terms.depositsForTry > 0) {
    for (const currency of CURRENCIES.filter((code) => !((terms.minDeposit[code] ?? 0) > 0))) {
      faults.push([['minDeposit', currency], 'required when deposits earn throws']);
    }
  }
  return [...faults, ...prizeFaults(kind, terms)];
}

/** The terms' shape and the rules above for one activity: what the console's form checks before it sends. */
export function diceTermsSchemaOf(kind: DiceActivityKind) {
  return diceActivityTermsSchema.superRefine((terms, context) => {
    for (const [path, message] of diceTermsFaults(kind, terms)) {
      context.addIssue({ code: 'custom', path, message });
    }
  });
}
