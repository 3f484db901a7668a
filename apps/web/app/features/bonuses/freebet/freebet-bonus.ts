import type { Bonus, Freebet, Language } from '@casino/contracts';
import { formatDayTime, formatMoney, type Translate } from '@casino/i18n';
import { formatOdds } from '../../../lib/odds-format';
import type { TermLine } from '../terms/term-grid';

/**
 * Free-bet bonuses on the bonuses page (decision 033), without React. A free bet is a stake the house pays at the
 * sportsbook: its terms are the stake, the lowest combined odds, the kinds of bet and the time to place it, not a
 * wagering requirement. The bonus list does not carry the odds and kinds of bet: they come from the player's free
 * bets (`GET /rest/sports-book/freebets/`), which list each free bet not placed yet under its player bonus id.
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

/** The free bet a bonus gave, while it may be placed; null for an offer, or once it is placed or over. */
export function freebetOfBonus(
  bonus: Pick<Bonus, 'playerBonusId'>,
  freebets: readonly Freebet[] | undefined,
): Freebet | null {
  if (bonus.playerBonusId === null) return null;
  return freebets?.find((freebet) => freebet.id === bonus.playerBonusId) ?? null;
}

export type FreebetTermsSource = Pick<
  Bonus,
  'amount' | 'currency' | 'terms' | 'playerBonusId' | 'status' | 'expiresAt'
>;

/**
 * A free-bet bonus's terms in words: the stake it pays, its minimum odds and kinds of bet (while its free bet may
 * be placed), what a win pays, and the time to place it (a date once taken, days from taking on an offer).
 */
export function freebetTermLines(
  bonus: FreebetTermsSource,
  freebet: Pick<Freebet, 'amount' | 'minOdds' | 'betTypes' | 'expiresAt'> | null,
  t: Translate,
  lang: Language,
): TermLine[] {
  const lines: TermLine[] = [];
  const amount = freebet?.amount ?? bonus.amount ?? bonus.terms.fixedAmount;
  if (amount !== null) {
    lines.push({
      id: 'amount',
      label: t('bonuses.freebet.amount'),
      value: formatMoney(amount, bonus.currency, lang),
    });
  }
  if (freebet) {
    lines.push({
      id: 'minOdds',
      label: t('bonuses.freebet.minOdds'),
      value: t('bonuses.freebet.minOddsValue', { odds: formatOdds(freebet.minOdds) }),
    });
    lines.push({
      id: 'betTypes',
      label: t('bonuses.freebet.betTypes'),
      value: freebet.betTypes.map((type) => t(`bonuses.freebet.betType.${type}`)).join(', '),
    });
  }
  lines.push({
    id: 'winnings',
    label: t('bonuses.freebet.winnings'),
    value: t('bonuses.freebet.winningsValue'),
  });
  // A free bet riding on its bet has no end of its own any more: nothing to place by.
  const placeBy = freebet?.expiresAt ?? (bonus.status === 'applied' ? bonus.expiresAt : null);
  if (bonus.playerBonusId !== null && placeBy) {
    lines.push({
      id: 'expiry',
      label: t('bonuses.freebet.placeBy'),
      value: formatDayTime(new Date(placeBy), lang),
    });
  } else if (bonus.playerBonusId === null) {
    lines.push({
      id: 'validity',
      label: t('bonuses.freebet.validity'),
      value: t('bonuses.freebet.validityDays', { count: bonus.terms.validityDays }),
    });
  }
  return lines;
}
