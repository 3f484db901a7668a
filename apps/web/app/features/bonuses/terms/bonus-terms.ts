import { type Bonus, GAME_KINDS, type Language } from '@casino/contracts';
import { formatMoney, type Translate } from '@casino/i18n';

/** One term as the player reads it: what it is, and its value in words. */
export interface TermLine {
  id: 'amount' | 'deposit' | 'wagering' | 'maxBet' | 'maxConversion' | 'validity';
  label: string;
  value: string;
}

export type TermsSource = Pick<Bonus, 'type' | 'terms' | 'currency' | 'depositSumLimits' | 'amount_min'>;

/** The deposit a deposit bonus needs, in words: its rule (first, next, any) and its range. Shared with free bets'. */
export function depositValue(
  bonus: TermsSource,
  t: Translate,
  money: (minor: number) => string,
): string | null {
  const { depositRule } = bonus.terms;
  const min = bonus.depositSumLimits?.min ?? bonus.amount_min;
  const max = bonus.depositSumLimits?.max ?? null;
  const range =
    min === null
      ? null
      : max === null
        ? t('bonuses.terms.depositFrom', { min: money(min) })
        : t('bonuses.terms.depositRange', { min: money(min), max: money(max) });
  const rule = depositRule ? t(`bonuses.terms.depositRules.${depositRule}`) : null;
  const parts = [rule, range].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** What the bonus gives: a share of the deposit up to its cap, or a fixed amount. Shared with free bets'. */
export function amountValue(
  bonus: TermsSource,
  t: Translate,
  money: (minor: number) => string,
): string | null {
  const { percent, maxAmount, fixedAmount } = bonus.terms;
  if (percent !== null) {
    return maxAmount === null
      ? t('bonuses.terms.percentUncapped', { percent })
      : t('bonuses.terms.percent', { percent, max: money(maxAmount) });
  }
  return fixedAmount === null ? null : money(fixedAmount);
}

/** What the wagering multiplies: free spins' winnings, the bonus, or the bonus and its deposit. */
function wageringKey(bonus: TermsSource): string {
  if (bonus.type === 'free_spins') return 'bonuses.terms.wageringWinnings';
  return bonus.terms.wageringBase === 'bonus'
    ? 'bonuses.terms.wageringBonus'
    : 'bonuses.terms.wageringBonusDeposit';
}

/**
 * A bonus's terms in the order a player weighs them (UKGC: shown before acceptance): what it gives, the deposit it
 * needs, the wagering, the largest stake, the most it can turn into, and the time to wager it. Amounts are in the
 * bonus's currency; a term that does not apply to the bonus is left out.
 */
export function termLines(bonus: TermsSource, t: Translate, lang: Language): TermLine[] {
  const { terms } = bonus;
  const money = (minor: number) => formatMoney(minor, bonus.currency, lang);
  const lines: TermLine[] = [];
  const amount = amountValue(bonus, t, money);
  if (amount) lines.push({ id: 'amount', label: t('bonuses.terms.amount'), value: amount });
  const deposit = depositValue(bonus, t, money);
  if (deposit) lines.push({ id: 'deposit', label: t('bonuses.terms.deposit'), value: deposit });
  lines.push({
    id: 'wagering',
    label: t('bonuses.terms.wagering'),
    value:
      terms.wageringMultiplier === 0
        ? t('bonuses.terms.noWagering')
        : t(wageringKey(bonus), { multiplier: terms.wageringMultiplier }),
  });
  lines.push({
    id: 'maxBet',
    label: t('bonuses.terms.maxBet'),
    value: terms.maxBet === null ? t('bonuses.terms.unlimited') : money(terms.maxBet),
  });
  lines.push({
    id: 'maxConversion',
    label: t('bonuses.terms.maxConversion'),
    value:
      terms.maxConversion === null
        ? t('bonuses.terms.unlimited')
        : t('bonuses.terms.upTo', { amount: money(terms.maxConversion) }),
  });
  lines.push({
    id: 'validity',
    label: t('bonuses.terms.validity'),
    value: t('bonuses.terms.validityDays', { count: terms.validityDays }),
  });
  return lines;
}

/**
 * How much of a stake counts towards wagering in each kind of game, in the catalogue's order of kinds: only the
 * kinds the bonus names, since a kind it does not name counts nothing.
 */
export function contributionLines(terms: Bonus['terms'], t: Translate): string[] {
  return GAME_KINDS.flatMap((kind) => {
    const percent = terms.contributions[kind];
    return percent === undefined
      ? []
      : [t('bonuses.terms.contribution', { kind: t(`games.kinds.${kind}`), percent })];
  });
}
