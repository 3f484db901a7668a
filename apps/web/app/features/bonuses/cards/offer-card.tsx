import type { Bonus } from '@casino/contracts';
import { formatDayTime } from '@casino/i18n';
import EyeOff from 'lucide-react/icons/eye-off';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { isReferralGift } from '../api/apply-bonus';
import { useHideBonus } from '../api/hide-bonus';
import { FreeSpinsPanel } from '../free-spins/free-spins-panel';
import { BonusTermsOf } from '../terms/bonus-terms-of';
import { useTakeBonus } from '../use-take-bonus';
import { BonusCard } from './bonus-card';

/**
 * An offer: its terms in full before anything is taken (a free bet's as a free bet's: no wagering to explain),
 * then the player takes it or hides it.
 */
export function OfferCard({ bonus, anchor }: { bonus: Bonus; anchor: string | undefined }) {
  const { t, lang } = useTranslation();
  const { take, pending, error } = useTakeBonus();
  const hide = useHideBonus();

  return (
    <BonusCard bonus={bonus} anchor={anchor}>
      {bonus.freeSpins ? <FreeSpinsPanel spins={bonus.freeSpins} /> : null}
      <BonusTermsOf bonus={bonus} />
      {bonus.expiresAt ? (
        <p className="text-xs text-muted">
          {t('bonuses.offers.until', { date: formatDayTime(new Date(bonus.expiresAt), lang) })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="bonus-take-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() => take(bonus)}
          disabled={pending || hide.isPending}
          aria-busy={pending || undefined}
          data-testid="bonus-take"
        >
          {pending ? <LoaderCircle className="size-4.5 animate-spin" aria-hidden="true" /> : null}
          {t(isReferralGift(bonus) ? 'bonuses.offers.chooseGift' : 'bonuses.offers.take')}
        </Button>
        <Button
          variant="ghost"
          onClick={() =>
            hide.mutate(bonus.id, { onSuccess: () => toast({ title: t('bonuses.offers.hidden') }) })
          }
          disabled={pending || hide.isPending}
          data-testid="bonus-hide"
        >
          <EyeOff className="size-4.5" aria-hidden="true" />
          {t('bonuses.offers.hide')}
        </Button>
      </div>
    </BonusCard>
  );
}
