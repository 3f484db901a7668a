import type { Bonus } from '@casino/contracts';
import Flame from 'lucide-react/icons/flame';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Wallet from 'lucide-react/icons/wallet';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { errorCodeOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useRevokeBonus } from '../api/revoke-bonus';
import { useBonusRefusal } from '../use-bonus-refusal';
import { cancelWords } from './cancel-words';

/**
 * The confirmation before a bonus is cancelled: exactly what is lost (a casino bonus's balance, or the free bet
 * itself, neither of which can come back) and what is not (the player's money), then the cancellation itself.
 */
export function CancelConfirm({
  bonus,
  playerBonusId,
  onKeep,
}: {
  bonus: Bonus;
  playerBonusId: number;
  onKeep: () => void;
}) {
  const { t, lang } = useTranslation();
  const revoke = useRevokeBonus();
  const refuse = useBonusRefusal();
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const words = cancelWords(bonus, t, lang);

  const confirm = () => {
    setError(null);
    revoke.mutate(playerBonusId, {
      onSuccess: () => toast({ title: words.done, tone: 'success' }),
      onError: (failure) => {
        const placed = errorCodeOf(failure) === 'bonus_not_cancelable' ? words.notCancelable : null;
        setError(placed ?? refuse(failure));
      },
    });
  };

  return (
    <section
      role="alertdialog"
      aria-labelledby={titleId}
      data-testid="bonus-cancel-confirm"
      className="grid gap-4 rounded-2xl bg-surface-2/50 p-4 ring-1 ring-line sm:p-5"
    >
      <h4 id={titleId} className="text-base font-bold text-fg">
        {t('bonuses.cancel.title', { title: bonus.title })}
      </h4>
      <ul className="grid gap-2 text-sm">
        <li className="flex items-start gap-3" data-testid="bonus-cancel-forfeit">
          <Flame className="mt-0.5 size-4.5 shrink-0 text-danger" aria-hidden="true" />
          <span className="text-fg">{words.lost}</span>
        </li>
        <li className="flex items-start gap-3">
          <Wallet className="mt-0.5 size-4.5 shrink-0 text-win" aria-hidden="true" />
          <span className="text-fg">{words.kept}</span>
        </li>
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid="bonus-cancel-error">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="ghost" onClick={onKeep} disabled={revoke.isPending}>
          {t('bonuses.cancel.keep')}
        </Button>
        <Button
          onClick={confirm}
          disabled={revoke.isPending}
          aria-busy={revoke.isPending || undefined}
          data-testid="bonus-cancel-submit"
        >
          {revoke.isPending ? <LoaderCircle className="size-4.5 animate-spin" aria-hidden="true" /> : null}
          {words.confirm}
        </Button>
      </div>
    </section>
  );
}
