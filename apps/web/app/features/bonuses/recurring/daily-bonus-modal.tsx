import { useQuery } from '@tanstack/react-query';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button } from '../../../components/ui/button';
import { useSecondsLeft } from '../../../lib/countdown';
import { useTranslation } from '../../../lib/i18n';
import { callRecurringBonusEndpoint } from '../../../lib/recurring-bonus-endpoints';
import { countdownText } from '../cards/countdown-text';
import { TermsList } from '../terms/terms-list';
import { dailyState } from './daily-state';
import { lastDailyQuery } from './recurring-queries';
import { RefusalNote } from './refusal-note';
import { useTakeRecurring } from './use-take-recurring';

/**
 * DailyBonusModal (spec: `openModal=DailyBonusModal`, `last-daily`): today's bonus with its terms and a Take
 * button, or, once taken, the countdown to the next one, after which the button returns by itself.
 */
export default function DailyBonusModal() {
  const { t, lang } = useTranslation();
  const lastDaily = useQuery(lastDailyQuery(lang));
  const { mutation, refusal } = useTakeRecurring(
    async () => (await callRecurringBonusEndpoint('applyDaily', { query: { lang } })).data,
    'bonuses.daily.taken',
  );
  const until = lastDaily.data?.nextAvailableAt ? Date.parse(lastDaily.data.nextAvailableAt) : 0;
  const left = useSecondsLeft(until);
  const state = lastDaily.data ? dailyState(lastDaily.data, Date.now()) : null;

  return (
    <div data-testid="daily-bonus-modal" className="flex flex-1 flex-col">
      <ModalHeader title={t('bonuses.daily.title')} />
      <div className="grid gap-4 px-5 pt-2 pb-6 lg:px-6">
        {lastDaily.isPending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : lastDaily.isError ? (
          <p className="text-sm text-muted">{t('bonuses.loadFailed')}</p>
        ) : !state || state.kind === 'none' ? (
          <p className="text-sm text-muted" data-testid="daily-bonus-none">
            {t('bonuses.daily.none')}
          </p>
        ) : (
          <>
            <div className="grid gap-1">
              <p className="text-lg font-bold text-fg">{state.bonus.title}</p>
              <p className="text-sm text-muted">{state.bonus.description}</p>
            </div>
            <TermsList bonus={state.bonus} />
            <RefusalNote message={refusal} testId="daily-bonus-refusal" />
            {state.kind === 'waiting' && left > 0 ? (
              <p
                className="flex items-center justify-center gap-2 rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted"
                data-testid="daily-bonus-countdown"
              >
                <CalendarCheck className="size-5 text-accent-ink" aria-hidden="true" />
                {t('bonuses.daily.next')}
                <time
                  dateTime={new Date(state.until).toISOString()}
                  className="font-semibold text-fg tabular-nums"
                >
                  {countdownText(left, t)}
                </time>
              </p>
            ) : (
              <Button
                size="lg"
                className="w-full"
                onClick={() => mutation.mutate()}
                disabled={mutation.isPending}
                aria-busy={mutation.isPending || undefined}
                data-testid="daily-bonus-take"
              >
                {mutation.isPending ? (
                  <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                ) : null}
                {t('bonuses.daily.take')}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
