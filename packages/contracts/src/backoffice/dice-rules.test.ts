import { describe, expect, it } from 'vitest';
import type { DiceActivityTerms } from '../chance.ts';
import { diceTermsFaults, diceTermsSchemaOf } from './dice-rules.ts';

const everywhere = (minor: number) => ({ UAH: minor, USD: minor, EUR: minor, RUB: minor });

function terms(changes: Partial<DiceActivityTerms> = {}): DiceActivityTerms {
  return {
    title: { uk: 'Кості', ru: 'Кости', en: 'Dice' },
    enabled: true,
    maxTries: 1,
    depositsForTry: 0,
    minDeposit: {},
    prizes: [
      { sector: 7, prize: { type: 'money', amounts: everywhere(100_00) } },
      { sector: 2, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
    ],
    ...changes,
  };
}

const fieldsOf = (kind: 'daily-dice' | 'weekly-dice', value: DiceActivityTerms) =>
  Object.fromEntries(diceTermsFaults(kind, value).map(([path, message]) => [path.join('.'), message]));

describe('dice activity rules', () => {
  it('accepts terms that hold together', () => {
    expect(diceTermsFaults('daily-dice', terms())).toEqual([]);
    const weekly = terms({ maxTries: 7, depositsForTry: 1, minDeposit: everywhere(100_00), prizes: [] });
    expect(diceTermsFaults('weekly-dice', weekly)).toEqual([]);
    // A sector left without a prize pays nothing, whichever dice it is.
    expect(
      fieldsOf('weekly-dice', terms({ maxTries: 3, prizes: [{ sector: 3, prize: { type: 'none' } }] })),
    ).toEqual({});
  });

  it('wants the title in every language and one daily throw', () => {
    expect(fieldsOf('daily-dice', terms({ title: { uk: ' ', ru: 'Кости', en: '' }, maxTries: 3 }))).toEqual({
      'title.uk': 'write it in every language',
      'title.en': 'write it in every language',
      maxTries: 'the daily dice has 1 throw a day',
    });
    expect(fieldsOf('weekly-dice', terms({ maxTries: 3, prizes: [] }))).toEqual({});
  });

  it('wants the smallest deposit in every currency once deposits earn throws', () => {
    expect(
      fieldsOf(
        'weekly-dice',
        terms({ depositsForTry: 2, minDeposit: { UAH: 100_00, EUR: 3_00 }, prizes: [] }),
      ),
    ).toEqual({
      'minDeposit.USD': 'required when deposits earn throws',
      'minDeposit.RUB': 'required when deposits earn throws',
    });
  });

  it('takes each sector from 2 to 12 once, money in every currency, and the weekly dice on a 7 only', () => {
    const prizes: DiceActivityTerms['prizes'] = [
      { sector: 7, prize: { type: 'money', amounts: { UAH: 100_00, USD: 3_00 } } },
      { sector: 7, prize: { type: 'coins', count: 5 } },
      { sector: 13, prize: { type: 'none' } },
      { sector: 12, prize: { type: 'lottery_ticket', ticketKind: 'gold', count: 1 } },
    ];
    expect(fieldsOf('daily-dice', terms({ prizes }))).toEqual({
      'prizes.0.prize.amounts.EUR': 'give the amount in every currency',
      'prizes.0.prize.amounts.RUB': 'give the amount in every currency',
      'prizes.1.sector': 'sector 7 has a prize already',
      'prizes.2.sector': 'a sector from 2 to 12',
    });
    expect(fieldsOf('weekly-dice', terms({ prizes: prizes.slice(3) }))).toEqual({
      'prizes.0.sector': 'the weekly dice pays on a 7 only',
    });
  });

  it('checks the shape and the rules in one parse, as the console’s form does', () => {
    const parsed = diceTermsSchemaOf('daily-dice').safeParse(terms({ maxTries: 2 }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['maxTries', 'the daily dice has 1 throw a day'],
    ]);
  });
});
