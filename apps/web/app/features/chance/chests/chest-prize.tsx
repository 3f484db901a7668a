import type { Chests } from '@casino/contracts';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';
import { chanceVerifyHref } from '../chance-verify-link';

/**
 * The receive step: the opened chest's prize (already paid when it opened: money on the balance, a bonus offered on
 * the bonuses page), the seeds it was drawn from with the way to verify it, and the button that moves on.
 */
export function ChestPrize({
  pick,
  onDone,
  doneLabel,
}: {
  pick: Pick<Chests, 'chests' | 'draw' | 'odds'>;
  onDone: () => void;
  doneLabel: string;
}) {
  const { t, lang } = useTranslation();
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
        <div className="grid justify-items-center gap-1 text-xs text-muted">
          <p className="inline-flex items-start justify-center gap-1.5 break-all">
            <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
            {t('chance.chests.fairness', { hash: pick.draw.serverSeedHash, nonce: pick.draw.nonce })}
          </p>
          <Link
            to={chanceVerifyHref(
              lang,
              'chest',
              pick.draw,
              pick.odds.map((line) => line.weight),
            )}
            onClick={() => closeModal()}
            className="font-semibold text-accent underline-offset-2 hover:underline"
            data-testid="chest-verify"
          >
            {t('chance.chests.verify')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
