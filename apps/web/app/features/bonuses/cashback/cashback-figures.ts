import { type Cashback, GAME_KINDS, type Language } from '@casino/contracts';
import { formatMoney, type Translate } from '@casino/i18n';

/**
 * Where an accruing cashback stands: the player is ahead (no net loss), under the programme's minimum, earning
 * (the amount is the share so far) or at the programme's maximum. Never worded as a loss still to make.
 */
export type CashbackStanding = 'ahead' | 'under-minimum' | 'earning' | 'capped';

export function cashbackStanding(
  cashback: Pick<Cashback, 'netLoss' | 'minNetLoss' | 'amount' | 'maxAmount'>,
): CashbackStanding {
  if (cashback.netLoss <= 0) return 'ahead';
  if (cashback.netLoss < cashback.minNetLoss) return 'under-minimum';
  return cashback.amount >= cashback.maxAmount ? 'capped' : 'earning';
}

/** One term of a programme as the player reads it before choosing it. */
export interface CashbackTermLine {
  id: 'percent' | 'period' | 'minimum' | 'maximum' | 'games' | 'payout';
  label: string;
  value: string;
}

/** A programme's terms in the order a player weighs them, amounts in its currency. */
export function cashbackTermLines(cashback: Cashback, t: Translate, lang: Language): CashbackTermLine[] {
  const money = (minor: number) => formatMoney(minor, cashback.currency, lang);
  // The catalogue's order of kinds, whatever order the programme lists them in.
  const kinds = GAME_KINDS.filter((kind) => cashback.gameKinds.includes(kind));
  return [
    {
      id: 'percent',
      label: t('bonuses.cashback.terms.percent'),
      value: t('bonuses.cashback.terms.percentValue', { percent: cashback.percent }),
    },
    {
      id: 'period',
      label: t('bonuses.cashback.terms.period'),
      value: t('bonuses.cashback.terms.periodDays', { count: cashback.periodDays }),
    },
    { id: 'minimum', label: t('bonuses.cashback.terms.minimum'), value: money(cashback.minNetLoss) },
    { id: 'maximum', label: t('bonuses.cashback.terms.maximum'), value: money(cashback.maxAmount) },
    {
      id: 'games',
      label: t('bonuses.cashback.terms.games'),
      value:
        kinds.length === 0
          ? t('bonuses.cashback.terms.allGames')
          : kinds.map((kind) => t(`games.kinds.${kind}`)).join(', '),
    },
    {
      id: 'payout',
      label: t('bonuses.cashback.terms.payout'),
      value:
        cashback.payout === 'real'
          ? t('bonuses.cashback.terms.payoutReal')
          : t('bonuses.cashback.terms.payoutBonus', { multiplier: cashback.wageringMultiplier }),
    },
  ];
}

/** The CashbackActivated modal's parameters for a collected cashback: what it paid, and where it went. */
export function activatedParams(cashback: Pick<Cashback, 'amount' | 'currency' | 'payout'>) {
  return { amount: String(cashback.amount), currency: cashback.currency, payout: cashback.payout };
}
