import {
  CURRENCIES,
  type Currency,
  type InsuranceRejection,
  type InsuranceTerms,
  type Language,
} from '@casino/contracts';
import { formatMoney, type Translate } from '@casino/i18n';

const HOURS_PER_DAY = 24;

/** One term of a programme as the player reads it before opting in. */
export interface InsuranceTermLine {
  id: 'percent' | 'maximum' | 'minimum' | 'coverage' | 'threshold' | 'payout';
  label: string;
  value: string;
}

/** How long the cover lasts: whole days when it is, else hours. */
export function coverageText(hours: number, t: Translate): string {
  return hours % HOURS_PER_DAY === 0
    ? t('bonuses.insurance.terms.coverageDays', { count: hours / HOURS_PER_DAY })
    : t('bonuses.insurance.terms.coverageHours', { count: hours });
}

/** A programme's terms in the order a player weighs them, amounts in its currency. */
export function insuranceTermLines(terms: InsuranceTerms, t: Translate, lang: Language): InsuranceTermLine[] {
  const money = (minor: number) => formatMoney(minor, terms.currency, lang);
  return [
    {
      id: 'percent',
      label: t('bonuses.insurance.terms.percent'),
      value: t('bonuses.insurance.terms.percentValue', { percent: terms.percent }),
    },
    { id: 'maximum', label: t('bonuses.insurance.terms.maximum'), value: money(terms.maxAmount) },
    { id: 'minimum', label: t('bonuses.insurance.terms.minimum'), value: money(terms.minDeposit) },
    {
      id: 'coverage',
      label: t('bonuses.insurance.terms.coverage'),
      value: coverageText(terms.coverageHours, t),
    },
    { id: 'threshold', label: t('bonuses.insurance.terms.threshold'), value: money(terms.lossThreshold) },
    {
      id: 'payout',
      label: t('bonuses.insurance.terms.payout'),
      value:
        terms.payout === 'real'
          ? t('bonuses.insurance.terms.payoutReal')
          : t('bonuses.insurance.terms.payoutBonus', { multiplier: terms.wageringMultiplier }),
    },
  ];
}

/** What the RiskBonusPopup shows: the terms before opting in, or an outcome a push brought. */
export type RiskPopupView =
  | { kind: 'terms' }
  | { kind: 'restored'; insuranceId: number; amount: number; currency: Currency }
  | { kind: 'rejected'; insuranceId: number; reason: InsuranceRejection | null };

const REJECTIONS: readonly string[] = ['withdrawal', 'deposit_below_min'] satisfies InsuranceRejection[];

/** The popup's view from its parameters (strings, as a deep link or a push gives them); terms when they say none. */
export function riskPopupView(params: Readonly<Record<string, string>>): RiskPopupView {
  const insuranceId = Number(params.insuranceId);
  if (!Number.isSafeInteger(insuranceId) || insuranceId <= 0) return { kind: 'terms' };
  if (params.outcome === 'restore') {
    const amount = Number(params.amount);
    const currency = CURRENCIES.find((code) => code === params.currency);
    if (!Number.isSafeInteger(amount) || amount < 0 || !currency) return { kind: 'terms' };
    return { kind: 'restored', insuranceId, amount, currency };
  }
  if (params.outcome === 'insurance-reject') {
    const reason =
      params.reason && REJECTIONS.includes(params.reason) ? (params.reason as InsuranceRejection) : null;
    return { kind: 'rejected', insuranceId, reason };
  }
  return { kind: 'terms' };
}
