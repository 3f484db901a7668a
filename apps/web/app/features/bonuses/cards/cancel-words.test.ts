import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { testBonus } from '../../../lib/test-bonus';
import { cancelWords } from './cancel-words';

const en = createTranslator('en', MESSAGES.en);

const casino = testBonus({ playerBonusId: 12, status: 'applied', amount: 50_000, balance: 42_000 });
const freebet = testBonus(
  { playerBonusId: 31, category: 'sport', type: 'freebet', status: 'applied', amount: 10_000 },
  { freebet: { minOdds: 150, betTypes: ['single'] } },
);

describe('the cancel confirmation', () => {
  it('of a casino bonus: its bonus balance is forfeited, the real money stays', () => {
    expect(cancelWords(casino, en, 'en')).toEqual({
      lost: 'The bonus balance of ₴420.00 will be forfeited and cannot be given back.',
      kept: 'Your real money stays on your balance: cancelling does not touch it.',
      confirm: 'Yes, cancel the bonus',
      done: 'Bonus cancelled',
      notCancelable: null,
    });
  });

  it('of a free bet: the free bet itself is gone (no bonus balance to speak of), and one placed is refused', () => {
    expect(cancelWords(freebet, en, 'en')).toEqual({
      lost: 'The free bet of ₴100.00 will be gone: it cannot be placed or given back.',
      kept: 'Your balance stays as it is: cancelling does not touch it.',
      confirm: 'Yes, cancel the free bet',
      done: 'Free bet cancelled',
      notCancelable: 'This free bet has already been placed, so it can no longer be cancelled.',
    });
  });

  it('reads in every language without a bare key', () => {
    for (const lang of ['uk', 'ru', 'en'] as const) {
      const t = createTranslator(lang, MESSAGES[lang]);
      for (const bonus of [casino, freebet]) {
        expect(JSON.stringify(cancelWords(bonus, t, lang)), lang).not.toMatch(/bonuses\.|\{\{/);
      }
    }
  });
});
