import { type ChancePrize, chancePrizeCovers } from '../chance.ts';
import { LANGUAGES } from '../language.ts';
import { CURRENCIES, type Currency } from '../money.ts';
import type { LocalizedText } from '../notifications.ts';

/** A field a feature's terms break (its path under the terms) and why: the console's form and the server alike. */
export type TermsFault = [path: (string | number)[], message: string];

/** A text every player reads must be written in every language the site speaks. */
export function textFaults(path: (string | number)[], text: LocalizedText): TermsFault[] {
  return LANGUAGES.filter((lang) => text[lang].trim() === '').map((lang) => [
    [...path, lang],
    'write it in every language',
  ]);
}

/** Each currency missing an amount from a table that must name them all (a player plays in their own). */
export function missingCurrencyFaults(
  path: (string | number)[],
  amounts: Partial<Record<Currency, number>>,
  message: string,
): TermsFault[] {
  return CURRENCIES.filter((currency) => !((amounts[currency] ?? 0) > 0)).map((currency) => [
    [...path, currency],
    message,
  ]);
}

/** A money prize with an amount in every currency, so no winner gets nothing for want of a figure. */
export function prizeAmountFaults(path: (string | number)[], prize: ChancePrize): TermsFault[] {
  if (prize.type !== 'money' || chancePrizeCovers(prize)) return [];
  return missingCurrencyFaults([...path, 'amounts'], prize.amounts, 'give the amount in every currency');
}

/** Adds each fault to a zod refinement, so the form's schema says what the server says. */
export function refineWith<T>(faults: (value: T) => TermsFault[]) {
  return (
    value: T,
    context: { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void },
  ) => {
    for (const [path, message] of faults(value)) context.addIssue({ code: 'custom', path, message });
  };
}

/** An amount table under the terms, by its key there (`seedAmount`). */
type AmountTable = [key: string, amounts: Partial<Record<Currency, number>>];

/**
 * Two amount tables a feature runs on per currency (a seed amount and a ceiling, say): a currency has both or
 * neither, neither meaning the feature does not run in it, and it must run in one at least. Answers the faults and,
 * for the feature's own rules between the two, the currencies given both.
 */
export function pairedAmountFaults(
  [firstKey, first]: AmountTable,
  [secondKey, second]: AmountTable,
  messages: { both: string; none: string },
): { faults: TermsFault[]; paired: { currency: Currency; first: number; second: number }[] } {
  const faults: TermsFault[] = [];
  const paired: { currency: Currency; first: number; second: number }[] = [];
  let running = 0;
  for (const currency of CURRENCIES) {
    const a = first[currency];
    const b = second[currency];
    if (a === undefined && b === undefined) continue;
    running += 1;
    if (a === undefined) faults.push([[firstKey, currency], messages.both]);
    else if (b === undefined) faults.push([[secondKey, currency], messages.both]);
    else paired.push({ currency, first: a, second: b });
  }
  if (running === 0) faults.push([[firstKey], messages.none]);
  return { faults, paired };
}
