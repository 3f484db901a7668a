import { formatMoney } from '@casino/i18n';
import BadgePlus from 'lucide-react/icons/badge-plus';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useState } from 'react';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { toast } from '../../../lib/toasts/toast-store';
import { useBonusList } from '../api/bonus-list';
import { ExpiryCountdown } from '../cards/expiry-countdown';
import { useActivateBonus } from '../personal-offers/offer-queries';
import { TermsList } from '../terms/terms-list';
import { useBonusRefusal } from '../use-bonus-refusal';

/**
 * AllowedWithDepBonus (spec section 2, push `allowedWithDep`; `bonusId` the player's sleeping bonus): a deposit made
 * without a bonus may still take one, with the money it brings for that deposit and the terms, until its time is
 * over. Activating it is refused once the deposit is played; "Not now" leaves it on the bonuses page until then.
 */
export default function AllowedWithDepositModal({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const list = useBonusList();
  const activate = useActivateBonus();
  const refusal = useBonusRefusal();
  const [error, setError] = useState<string | null>(null);
  const bonus = list.data?.queued.find(
    (item) => item.status === 'sleeping' && String(item.playerBonusId) === params.bonusId,
  );
  // The deposit it is for, as the push named it: the bonus's view tells its money, not the deposit's.
  const deposit = Number(params.depositAmount);

  const onActivate = () => {
    if (!bonus?.playerBonusId) return;
    setError(null);
    activate.mutate(bonus.playerBonusId, {
      onSuccess: (activated) => {
        closeModal();
        toast({
          title: t('bonuses.allowedWithDeposit.activated', { title: activated.title }),
          tone: 'success',
        });
      },
      onError: (failure) => setError(refusal(failure)),
    });
  };

  return (
    <StatusModal
      testId="allowed-with-deposit-modal"
      tone="accent"
      icon={<BadgePlus className="size-8" aria-hidden="true" />}
      title={t('bonuses.allowedWithDeposit.title')}
      actions={
        <>
          <Button
            size="lg"
            className="w-full"
            onClick={onActivate}
            disabled={!bonus || activate.isPending}
            aria-busy={activate.isPending || undefined}
            data-testid="allowed-with-deposit-activate"
          >
            {activate.isPending ? (
              <LoaderCircle className="size-4.5 animate-spin" aria-hidden="true" />
            ) : null}
            {t('bonuses.allowedWithDeposit.activate')}
          </Button>
          <Button variant="ghost" className="w-full" onClick={closeModal}>
            {t('bonuses.allowedWithDeposit.later')}
          </Button>
        </>
      }
    >
      {list.isPending ? (
        <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
      ) : !bonus ? (
        <p className="text-sm text-muted" data-testid="allowed-with-deposit-missing">
          {list.isError ? t('bonuses.loadFailed') : t('bonuses.allowedWithDeposit.missing')}
        </p>
      ) : (
        <div className="grid gap-3 text-left">
          <p className="text-fg" data-testid="allowed-with-deposit-text">
            {t(
              Number.isSafeInteger(deposit) && deposit > 0
                ? 'bonuses.allowedWithDeposit.text'
                : 'bonuses.allowedWithDeposit.textNoDeposit',
              {
                deposit: formatMoney(deposit, bonus.currency, lang),
                title: bonus.title,
                amount: formatMoney(bonus.amount ?? 0, bonus.currency, lang),
              },
            )}
          </p>
          <TermsList bonus={bonus} />
          {bonus.expiresAt ? <ExpiryCountdown expiresAt={bonus.expiresAt} /> : null}
          {error ? (
            <p role="alert" className="text-sm text-danger" data-testid="allowed-with-deposit-error">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </StatusModal>
  );
}
