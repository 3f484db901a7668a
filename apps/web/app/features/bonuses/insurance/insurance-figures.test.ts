import type { InsuranceTerms } from '@casino/contracts';
import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { coverageText, insuranceTermLines, riskPopupView } from './insurance-figures';

const t = createTranslator('en', MESSAGES.en);

const TERMS: InsuranceTerms = {
  programId: 1,
  slug: 'no-risk-50',
  title: 'No-risk deposit',
  description: '',
  currency: 'UAH',
  percent: 50,
  maxAmount: 200_000,
  minDeposit: 20_000,
  lossThreshold: 100,
  coverageHours: 168,
  payout: 'bonus',
  wageringMultiplier: 3,
};

describe('insurance terms', () => {
  it('words every term, the cover in days when it is whole days', () => {
    const lines = insuranceTermLines(TERMS, t, 'en');
    expect(lines.map((line) => line.id)).toEqual([
      'percent',
      'maximum',
      'minimum',
      'coverage',
      'threshold',
      'payout',
    ]);
    expect(lines.find((line) => line.id === 'coverage')?.value).toBe('7 days');
    expect(lines.find((line) => line.id === 'payout')?.value).toContain('3');
    expect(coverageText(36, t)).toBe('36 hours');
  });
});

describe('riskPopupView', () => {
  it('reads an outcome from the push parameters', () => {
    expect(riskPopupView({ outcome: 'restore', insuranceId: '7', amount: '15000', currency: 'UAH' })).toEqual(
      { kind: 'restored', insuranceId: 7, amount: 15_000, currency: 'UAH' },
    );
    expect(riskPopupView({ outcome: 'insurance-reject', insuranceId: '7', reason: 'withdrawal' })).toEqual({
      kind: 'rejected',
      insuranceId: 7,
      reason: 'withdrawal',
    });
  });

  it('shows the terms for no outcome or one that does not add up', () => {
    expect(riskPopupView({})).toEqual({ kind: 'terms' });
    expect(riskPopupView({ outcome: 'restore', insuranceId: 'x', amount: '1', currency: 'UAH' })).toEqual({
      kind: 'terms',
    });
    expect(riskPopupView({ outcome: 'restore', insuranceId: '7', amount: '-1', currency: 'UAH' })).toEqual({
      kind: 'terms',
    });
    expect(riskPopupView({ outcome: 'insurance-reject', insuranceId: '7', reason: 'bogus' })).toEqual({
      kind: 'rejected',
      insuranceId: 7,
      reason: null,
    });
  });
});
