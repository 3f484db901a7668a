import Gift from 'lucide-react/icons/gift';
import { useTranslation } from '../../../lib/i18n';

/** "Free bet" beside a bet whose stake the house paid: it pays its winnings without the stake. */
export function FreebetBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-bold text-accent-ink"
      data-testid="sport-bet-freebet"
    >
      <Gift className="size-3" aria-hidden="true" />
      {t('sportsbook.myBets.freebet')}
    </span>
  );
}

/** What a free bet's figures mean: the win shown is what the player gets, the stake is not returned. */
export function FreebetNote() {
  const { t } = useTranslation();
  return <p className="text-xs text-muted">{t('sportsbook.myBets.freebetNote')}</p>;
}
