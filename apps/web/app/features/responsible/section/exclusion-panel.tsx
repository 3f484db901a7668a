import {
  type ExcludeRequest,
  type PlayerLimitsInfo,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
} from '@casino/contracts';
import ArrowDownToLine from 'lucide-react/icons/arrow-down-to-line';
import Ban from 'lucide-react/icons/ban';
import Hourglass from 'lucide-react/icons/hourglass';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import MailX from 'lucide-react/icons/mail-x';
import { useId, useState } from 'react';
import { CheckField } from '../../../components/form/check-field';
import { Button } from '../../../components/ui/button';
import { ApiCallError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useExclude } from '../api/exclude';
import { PointList } from '../modals/protection-modal-body';
import { formatMoment } from '../time-format';

const KINDS = [
  { kind: 'timeout', periods: TIMEOUT_PERIODS },
  { kind: 'self_exclusion', periods: SELF_EXCLUSION_PERIODS },
] as const;

/**
 * Time-outs and self-exclusion: the period chosen, then a confirmation that says what it means — it cannot be
 * undone early, withdrawals stay possible, marketing stops — before anything happens.
 */
export function ExclusionPanel({ info }: { info: PlayerLimitsInfo }) {
  const { t, lang } = useTranslation();
  const [choice, setChoice] = useState<ExcludeRequest | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const mutation = useExclude();
  const groupId = useId();
  const { exclusion } = info;

  const back = () => {
    setConfirming(false);
    setUnderstood(false);
    mutation.reset();
  };
  const confirm = () => {
    if (!choice) return;
    mutation.mutate(choice, {
      onSuccess: () => {
        toast({ title: t('responsible.exclusion.started'), tone: 'success' });
        setChoice(null);
        back();
      },
    });
  };
  const errorCode = mutation.error instanceof ApiCallError ? mutation.error.body.error.code : null;

  return (
    <div className="grid gap-4" data-testid="exclusion-panel">
      {exclusion ? (
        <div
          className="flex items-start gap-3 rounded-2xl bg-accent/10 p-4 ring-1 ring-accent/25"
          data-testid="exclusion-active"
        >
          <Hourglass className="mt-0.5 size-5 shrink-0 text-accent-ink" aria-hidden="true" />
          <div className="grid gap-0.5">
            <p className="text-sm font-semibold text-fg">
              {t(`responsible.exclusion.active.${exclusion.kind}`)}
            </p>
            <p className="text-sm text-fg" data-testid="exclusion-till">
              {exclusion.till
                ? t('responsible.exclusion.till', { date: formatMoment(new Date(exclusion.till), lang) })
                : t('responsible.exclusion.permanent')}
            </p>
            {exclusion.till ? (
              <p className="text-xs text-muted">{t('responsible.exclusion.extend')}</p>
            ) : null}
          </div>
        </div>
      ) : info.ludomanRequestStatus === 'expired' ? (
        <p className="text-sm text-muted">{t('responsible.exclusion.expired')}</p>
      ) : null}

      {exclusion && exclusion.till === null ? null : confirming && choice ? (
        <div
          className="grid gap-4 rounded-2xl bg-surface-2/50 p-4 ring-1 ring-line sm:p-5"
          data-testid="exclusion-confirm"
        >
          <div className="grid gap-1">
            <h4 className="text-base font-bold text-fg">
              {t('responsible.exclusion.confirmTitle', {
                kind: t(`responsible.exclusion.kinds.${choice.kind}`),
                period: t(`responsible.exclusion.periods.${choice.period}`),
              })}
            </h4>
            <p className="text-sm text-muted">{t('responsible.exclusion.confirmLead')}</p>
          </div>
          <div className="text-sm">
            <PointList
              points={[
                {
                  icon: <Ban className="size-4.5" aria-hidden="true" />,
                  text: t('responsible.exclusion.consequences.closed'),
                },
                {
                  icon: <LockKeyhole className="size-4.5" aria-hidden="true" />,
                  text: t('responsible.exclusion.consequences.final'),
                },
                {
                  icon: <ArrowDownToLine className="size-4.5" aria-hidden="true" />,
                  text: t('responsible.exclusion.consequences.withdraw'),
                },
                {
                  icon: <MailX className="size-4.5" aria-hidden="true" />,
                  text: t('responsible.exclusion.consequences.marketing'),
                },
              ]}
            />
          </div>
          <CheckField name="exclusion-understood" checked={understood} onChange={setUnderstood}>
            {t('responsible.exclusion.understand')}
          </CheckField>
          {mutation.isError ? (
            <p role="alert" className="text-sm text-danger" data-testid="exclusion-error">
              {t(
                errorCode === 'exclusion_shorter'
                  ? 'responsible.exclusion.errors.exclusion_shorter'
                  : 'responsible.exclusion.errors.failed',
              )}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="ghost" onClick={back} disabled={mutation.isPending}>
              {t('responsible.exclusion.back')}
            </Button>
            <Button
              onClick={confirm}
              disabled={!understood || mutation.isPending}
              aria-busy={mutation.isPending || undefined}
              data-testid="exclusion-submit"
            >
              {mutation.isPending ? (
                <LoaderCircle className="size-4.5 animate-spin" aria-hidden="true" />
              ) : null}
              {t('responsible.exclusion.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-2">
            {KINDS.map(({ kind, periods }) => (
              <fieldset
                key={kind}
                aria-describedby={`${groupId}-${kind}`}
                className="grid content-start gap-3 rounded-2xl bg-surface-2/50 p-4 ring-1 ring-line"
              >
                <legend className="sr-only">{t(`responsible.exclusion.kinds.${kind}`)}</legend>
                <div aria-hidden="true" className="grid gap-0.5">
                  <p className="text-sm font-bold text-fg">{t(`responsible.exclusion.kinds.${kind}`)}</p>
                  <p id={`${groupId}-${kind}`} className="text-xs text-muted">
                    {t(`responsible.exclusion.kindHints.${kind}`)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {periods.map((period) => {
                    const selected = choice?.kind === kind && choice.period === period;
                    return (
                      <label
                        key={period}
                        className="relative inline-flex h-9 cursor-pointer items-center rounded-full bg-surface-2 px-4 text-sm font-semibold text-muted ring-1 ring-line transition has-checked:bg-accent/15 has-checked:text-accent-ink has-checked:ring-accent has-focus-visible:ring-2 hover:text-fg"
                      >
                        <input
                          type="radio"
                          name={`${groupId}-period`}
                          value={`${kind}:${period}`}
                          checked={selected}
                          onChange={() => setChoice({ kind, period } as ExcludeRequest)}
                          className="sr-only"
                          data-testid={`exclusion-period-${period}`}
                        />
                        {t(`responsible.exclusion.periods.${period}`)}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            ))}
          </div>
          <Button
            variant="secondary"
            className="justify-self-start"
            disabled={!choice}
            onClick={() => setConfirming(true)}
            data-testid="exclusion-continue"
          >
            {t('responsible.exclusion.continue')}
          </Button>
        </div>
      )}
    </div>
  );
}
