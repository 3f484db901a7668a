import { localizePath, type WheelPrize } from '@casino/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Gift from 'lucide-react/icons/gift';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal } from '../../../lib/modals/modal-store';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { useApplyWheelBonus } from './use-apply-wheel-bonus';
import { wheelPrizeQuery, wheelVerifyKey } from './wheel-queries';
import { WheelVerifyLink } from './wheel-verify-link';

function isBonus(prize: WheelPrize): boolean {
  return prize.type === 'bonus_fs' || prize.type === 'bonus_deposit';
}

/** How the prize is taken: money is on the balance; a bonus is applied here, or later on the bonuses page. */
function HowToTake({ prize }: { prize: WheelPrize }) {
  const { t, lang } = useTranslation();
  const bonus = useApplyWheelBonus();
  const toBonuses = (
    <ButtonLink
      to={localizePath(MAIN_ROUTES.bonuses.path, lang)}
      variant={isBonus(prize) && prize.bonusOfferId !== null ? 'secondary' : 'primary'}
      size="lg"
      className="w-full"
      onClick={closeModal}
      data-testid="wheel-to-bonuses"
    >
      {t('chance.wheel.confirmation.toBonuses')}
    </ButtonLink>
  );
  if (prize.type === 'money')
    return <p className="text-sm text-muted">{t('chance.wheel.confirmation.money')}</p>;
  if (!isBonus(prize)) return <p className="text-sm text-muted">{t('chance.wheel.confirmation.other')}</p>;
  const offerId = prize.bonusOfferId;
  return (
    <>
      <p className="text-sm text-muted">{t('chance.wheel.confirmation.bonus')}</p>
      {offerId !== null && bonus.state !== 'failed' ? (
        <Button
          size="lg"
          className="w-full"
          disabled={bonus.state === 'applying'}
          onClick={() => bonus.apply(offerId)}
          data-testid="wheel-apply-bonus"
        >
          {bonus.state === 'applying' ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          ) : null}
          {t(
            bonus.state === 'applying'
              ? 'chance.wheel.confirmation.applying'
              : 'chance.wheel.confirmation.apply',
          )}
        </Button>
      ) : null}
      {bonus.state === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('chance.errors.unknown')}
        </p>
      ) : null}
      {toBonuses}
    </>
  );
}

/** WheelFortuneConfirmationPopup (spec section 2; `prizeId` the spin's): the prize won and how to take it. */
export default function WheelFortuneConfirmationPopup({ params }: ModalBodyProps) {
  const { t, lang } = useTranslation();
  const id = Number(params.prizeId);
  const prize = useQuery({ ...wheelPrizeQuery(lang, id), enabled: Number.isSafeInteger(id) && id > 0 });
  // Known when this tab made the spin: the wheel's own link has gone with the wheel.
  const verifyHref = useQueryClient().getQueryData<string>(wheelVerifyKey(id));
  return (
    <div data-testid="wheel-confirmation-popup" className="flex flex-1 flex-col">
      <ModalHeader title={t('chance.wheel.confirmation.title')} />
      <div className="grid justify-items-center gap-3 px-5 pt-2 pb-6 text-center lg:px-6">
        {prize.isPending && prize.fetchStatus !== 'idle' ? (
          <LoaderCircle className="size-6 animate-spin text-muted" aria-hidden="true" />
        ) : !prize.data ? (
          <p className="text-sm text-muted">{t('chance.wheel.confirmation.missing')}</p>
        ) : (
          <>
            <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
              <Gift className="size-8" aria-hidden="true" />
            </span>
            <p className="text-2xl font-extrabold text-fg" data-testid="wheel-prize">
              {prize.data.text}
            </p>
            <div className="grid w-full gap-2">
              <HowToTake prize={prize.data} />
              <Button
                variant="ghost"
                size="lg"
                className="w-full"
                onClick={closeModal}
                data-testid="wheel-confirmation-close"
              >
                {t('chance.wheel.confirmation.close')}
              </Button>
            </div>
            {verifyHref ? (
              <p className="text-xs">
                <WheelVerifyLink href={verifyHref} />
              </p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
