import type { DiceActivity } from '@casino/contracts';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money/format-amount';
import { DiceOdds } from './dice-odds';

/** The dice info screen (spec section 2): how the activity is played, its odds and prizes, and why it is fair. */
export function DiceInfo({ activity, onDone }: { activity: DiceActivity; onDone: () => void }) {
  const { t, lang } = useTranslation();
  const amount = activity.minDeposit
    ? formatAmount(activity.minDeposit.amount, activity.minDeposit.currency, lang)
    : '';
  return (
    <div className="grid gap-4" data-testid="dice-info">
      <h3 className="text-lg font-bold text-fg">{t('chance.dice.info.title')}</h3>
      <p className="text-sm leading-relaxed text-fg">
        {t(`chance.dice.info.rules.${activity.kind}`, {
          count: activity.depositsForTry,
          amount,
          max: activity.maxTries,
        })}
      </p>
      <DiceOdds activity={activity} />
      <p className="flex items-start gap-2 rounded-xl bg-surface-2/60 px-3 py-2.5 text-xs leading-relaxed text-muted ring-1 ring-line">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent-ink" aria-hidden="true" />
        {t('chance.dice.info.fair')}
      </p>
      <Button size="lg" className="w-full" onClick={onDone} data-testid="dice-info-ok">
        {t('chance.dice.info.ok')}
      </Button>
    </div>
  );
}
