import type { Bonus, Language } from '@casino/contracts';
import { formatDayTime, formatMoney, type Translate } from '@casino/i18n';
import { formatOdds, type OddsFormat } from '../../../lib/odds-format';
import { amountValue, depositValue, type TermsSource } from '../terms/bonus-terms';
import type { TermLine } from '../terms/term-grid';

/**
 * Free-bet bonuses on the bonuses page (decision 033), without React. A free bet is a stake the house pays at the
 * sportsbook: its terms are the stake, the lowest combined odds, the kinds of bet and the time to place it, not a
 * wagering requirement. The bonus carries them (`terms.freebet`, the template's on an offer, the taken bonus's own
 * copy once taken), so an offer shows them before it is taken.
 */

type BonusKindFields = Pick<Bonus, 'type' | 'category' | 'playerBonusId' | 'status'>;

/**
 * Whether a bonus is a free bet: one of kind `freebet`, or a sport bonus taken and past `init` (a sport deposit
 * bonus becomes a free bet once its deposit is credited: every sport bonus is one).
 */
export function isFreebetBonus(bonus: BonusKindFields): boolean {
  if (bonus.type === 'freebet') return true;
  return bonus.category === 'sport' && bonus.playerBonusId !== null && bonus.status !== 'init';
}

export type FreebetTermsSource = TermsSource &
  Pick<Bonus, 'category' | 'amount' | 'playerBonusId' | 'status' | 'expiresAt'>;

/**
 * A free-bet bonus's terms in words: the stake it pays (before it is given, a fixed amount or a share of the deposit
 * that brings it, and that deposit), its minimum odds and kinds of bet (until it rides on its bet, when they no
 * longer matter), what a win pays, and the time to place it (days from taking before it is given, then a date).
 * The minimum odds are written in the player's odds format, as the sportsbook writes them.
 */
export function freebetTermLines(
  bonus: FreebetTermsSource,
  t: Translate,
  lang: Language,
  oddsFormat: OddsFormat,
): TermLine[] {
  const money = (minor: number) => formatMoney(minor, bonus.currency, lang);
  // Given: taken and a free bet now (a sport deposit bonus chosen for a deposit not credited yet is not one yet).
  const given = isFreebetBonus(bonus) && bonus.playerBonusId !== null;
  const lines: TermLine[] = [];
  const amount = given && bonus.amount !== null ? money(bonus.amount) : amountValue(bonus, t, money);
  if (amount !== null) lines.push({ id: 'amount', label: t('bonuses.freebet.amount'), value: amount });
  const deposit = given ? null : depositValue(bonus, t, money);
  if (deposit !== null) lines.push({ id: 'deposit', label: t('bonuses.terms.deposit'), value: deposit });
  const terms = bonus.terms.freebet;
  if (terms && bonus.status !== 'rollover') {
    lines.push({
      id: 'minOdds',
      label: t('bonuses.freebet.minOdds'),
      value: t('bonuses.freebet.minOddsValue', { odds: formatOdds(terms.minOdds, oddsFormat) }),
    });
    lines.push({
      id: 'betTypes',
      label: t('bonuses.freebet.betTypes'),
      value: terms.betTypes.map((type) => t(`bonuses.freebet.betType.${type}`)).join(', '),
    });
  }
  lines.push({
    id: 'winnings',
    label: t('bonuses.freebet.winnings'),
    value: t('bonuses.freebet.winningsValue'),
  });
  if (!given) {
    lines.push({
      id: 'validity',
      label: t('bonuses.freebet.validity'),
      value: t('bonuses.freebet.validityDays', { count: bonus.terms.validityDays }),
    });
  } else if (bonus.status === 'applied' && bonus.expiresAt) {
    // Only while it waits to be placed: riding on its bet, it has no end of its own any more.
    lines.push({
      id: 'expiry',
      label: t('bonuses.freebet.placeBy'),
      value: formatDayTime(new Date(bonus.expiresAt), lang),
    });
  }
  return lines;
}
