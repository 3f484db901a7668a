import { formatDate } from '@casino/i18n';
import { useMutation, useQuery } from '@tanstack/react-query';
import Cake from 'lucide-react/icons/cake';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { closeModal } from '../../../lib/modals/modal-store';
import { callRecurringBonusEndpoint } from '../../../lib/recurring-bonus-endpoints';
import { toast } from '../../../lib/toasts/toast-store';
import { useBonusesMoved } from '../api/bonuses-moved';
import { TermsList } from '../terms/terms-list';
import { birthdayOfferQuery } from './recurring-queries';
import { RefusalNote } from './refusal-note';
import { useTakeRecurring } from './use-take-recurring';

/**
 * The birthday modal (spec: it opens for a player with a birthday bonus; birthday bonus apply and cancel): the
 * gift with its terms, taken or declined for this year.
 */
export default function BirthdayBonusModal() {
  const { t, lang } = useTranslation();
  const offer = useQuery(birthdayOfferQuery(lang));
  const bonusesMoved = useBonusesMoved();
  const { mutation: take, refusal } = useTakeRecurring(
    async () => (await callRecurringBonusEndpoint('applyBirthday', { query: { lang } })).data,
    'bonuses.birthday.taken',
    closeModal,
  );
  const decline = useMutation({
    mutationFn: () => callRecurringBonusEndpoint('cancelBirthday'),
    onSuccess: () => {
      toast({ title: t('bonuses.birthday.declined'), tone: 'info' });
      closeModal();
    },
    onSettled: bonusesMoved,
  });
  const busy = take.isPending || decline.isPending;
  const gift = offer.data;

  return (
    <div data-testid="birthday-bonus-modal" className="flex flex-1 flex-col">
      <ModalHeader
        title={t('bonuses.birthday.title')}
        description={
          gift ? t('bonuses.birthday.lead', { date: formatDate(new Date(gift.availableUntil)) }) : undefined
        }
      />
      <div className="grid gap-4 px-5 pt-2 pb-6 lg:px-6">
        {offer.isPending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : !gift ? (
          <p className="text-sm text-muted">{t('bonuses.errors.bonus_not_available')}</p>
        ) : (
          <>
            <div className="flex items-center gap-3">
              <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent/15 text-accent-ink">
                <Cake className="size-6" aria-hidden="true" />
              </span>
              <div className="grid gap-1">
                <p className="text-lg font-bold text-fg">{gift.bonus.title}</p>
                <p className="text-sm text-muted">{gift.bonus.description}</p>
              </div>
            </div>
            <TermsList bonus={gift.bonus} />
            <RefusalNote message={refusal} testId="birthday-bonus-refusal" />
            <Button
              size="lg"
              className="w-full"
              onClick={() => take.mutate()}
              disabled={busy}
              aria-busy={take.isPending || undefined}
              data-testid="birthday-bonus-take"
            >
              {take.isPending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
              {t('bonuses.birthday.take')}
            </Button>
            <Button
              variant="ghost"
              size="lg"
              className="w-full"
              onClick={() => decline.mutate()}
              disabled={busy}
              data-testid="birthday-bonus-decline"
            >
              {t('bonuses.birthday.decline')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
