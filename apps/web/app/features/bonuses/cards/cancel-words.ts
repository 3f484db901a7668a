import type { Bonus, Language } from '@casino/contracts';
import { formatMoney, type Translate } from '@casino/i18n';
import { isFreebetBonus } from '../freebet/freebet-bonus';

/** What the cancel confirmation says: what is lost, what is not, its button and the toast after it. */
export interface CancelWords {
  lost: string;
  kept: string;
  confirm: string;
  done: string;
  /** Why the server refused (`bonus_not_cancelable`) in this bonus's terms; null: the bonuses' own words. */
  notCancelable: string | null;
}

type CancelSource = Pick<
  Bonus,
  'type' | 'category' | 'playerBonusId' | 'status' | 'balance' | 'amount' | 'currency'
>;

/**
 * The confirmation's words for a bonus. A casino bonus forfeits its bonus balance and leaves the real money; a free
 * bet (decision 033) has no bonus balance: the free bet itself is gone and the balance is untouched, and one already
 * placed is refused (`bonus_not_cancelable`) because it rides on its bet.
 */
export function cancelWords(bonus: CancelSource, t: Translate, lang: Language): CancelWords {
  const money = (minor: number) => formatMoney(minor, bonus.currency, lang);
  if (isFreebetBonus(bonus)) {
    return {
      lost: t('bonuses.freebet.cancel.lost', { amount: money(bonus.amount ?? 0) }),
      kept: t('bonuses.freebet.cancel.kept'),
      confirm: t('bonuses.freebet.cancel.confirm'),
      done: t('bonuses.freebet.cancel.done'),
      notCancelable: t('bonuses.freebet.cancel.notCancelable'),
    };
  }
  return {
    lost: t('bonuses.cancel.forfeit', { amount: money(bonus.balance ?? 0) }),
    kept: t('bonuses.cancel.realStays'),
    confirm: t('bonuses.cancel.confirm'),
    done: t('bonuses.cancel.done'),
    notCancelable: null,
  };
}
