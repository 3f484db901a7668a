import type { Chests } from '@casino/contracts';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';

/**
 * The receive step: the opened chest's prize (already paid when it opened: money on the balance, a bonus offered on
 * the bonuses page), the seeds it was drawn from, and the button that moves on.
 */
export function ChestPrize({
  pick,
  onDone,
  doneLabel,
}: {
  pick: Pick<Chests, 'chests' | 'draw'>;
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useTranslation();
  const prize = pick.chests.find((chest) => chest.prizes.length > 0)?.prizes[0];
  if (!prize) return null;
  const note =
    prize.type === 'money'
      ? t('chance.chests.moneyPaid')
      : prize.type === 'bonus_fs' || prize.type === 'bonus_deposit'
        ? t('chance.chests.bonusOffered')
        : null;
  return (
    <section className="grid gap-3 text-center" data-testid="chest-prize">
      <h3 className="text-lg font-extrabold text-fg">
        {prize.type === 'none' ? t('chance.chests.noPrize') : t('chance.chests.wonTitle')}
      </h3>
      {prize.type !== 'none' ? <p className="text-2xl font-extrabold text-win">{prize.title}</p> : null}
      {note ? <p className="text-sm text-muted">{note}</p> : null}
      <Button size="lg" onClick={onDone} data-testid="chest-prize-done">
        {doneLabel}
      </Button>
      {pick.draw ? (
        <p className="inline-flex items-start justify-center gap-1.5 text-xs break-all text-muted">
          <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('chance.chests.fairness', { hash: pick.draw.serverSeedHash, nonce: pick.draw.nonce })}
        </p>
      ) : null}
    </section>
  );
}
