import {
  LIMIT_PERIODS,
  type LimitPeriod,
  type LimitType,
  type PlayerLimitsInfo,
  type SelfLimit,
} from '@casino/contracts';
import { decimalSeparatorOf, formatDayTime, NARROW_CURRENCY_SYMBOLS } from '@casino/i18n';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { inputClass } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ApiCallError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useUpdateLimits } from '../api/update-limits';
import { formatLimitAmount } from '../limit-amount';
import {
  type ChangeEffect,
  type LimitChange,
  type LimitInputError,
  limitInputText,
  limitMax,
  planLimitChanges,
  refusedPeriods,
} from '../limit-form';
import { LIMIT_TYPE_ICONS } from './limit-type-icons';

type Texts = Record<LimitPeriod, string>;

function textsOf(info: PlayerLimitsInfo, type: LimitType, separator: string): Texts {
  const texts = {} as Texts;
  for (const period of LIMIT_PERIODS) {
    const limit = info.limits.find((entry) => entry.type === type && entry.period === period);
    texts[period] = limitInputText(limit?.amount ?? null, type, info.currency, separator);
  }
  return texts;
}

/**
 * One limit type's form (RTS 12): a field per period with what is in force, used and left, when the period resets
 * and any change waiting for its cooling-off. The changed periods are saved together, all or none.
 */
export function LimitFormCard({ type, info }: { type: LimitType; info: PlayerLimitsInfo }) {
  const { t, lang } = useTranslation();
  const separator = decimalSeparatorOf(lang);
  const [texts, setTexts] = useState(() => textsOf(info, type, separator));
  const [refused, setRefused] = useState<readonly LimitPeriod[]>([]);
  const [failed, setFailed] = useState(false);
  const mutation = useUpdateLimits();
  const limits = useMemo(() => info.limits.filter((entry) => entry.type === type), [info, type]);
  const plan = useMemo(
    () => planLimitChanges(type, limits, texts, info.currency),
    [type, limits, texts, info.currency],
  );
  const Icon = LIMIT_TYPE_ICONS[type];
  const titleId = useId();

  const send = (changes: LimitChange[]) => {
    setFailed(false);
    mutation.mutate(
      { limits: changes },
      {
        onSuccess: (next) => {
          setTexts(textsOf(next, type, separator));
          setRefused([]);
          toast({ title: t('responsible.limits.saved'), tone: 'success' });
        },
        onError: (error) => {
          const fields = error instanceof ApiCallError ? error.body.error.fields : undefined;
          const periods = fields ? refusedPeriods(fields, changes) : [];
          setRefused(periods);
          setFailed(periods.length === 0);
        },
      },
    );
  };

  const ready = Object.keys(plan.errors).length === 0 && plan.changes.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) send(plan.changes);
  };

  const edit = (period: LimitPeriod, text: string) => {
    setTexts((current) => ({ ...current, [period]: text }));
    setRefused((current) => current.filter((entry) => entry !== period));
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      data-testid={`limit-form-${type}`}
      className="grid content-start gap-4 rounded-2xl bg-surface-2/50 p-4 ring-1 ring-line sm:p-5"
    >
      <header className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent-ink">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h4 id={titleId} className="text-base font-bold text-fg">
            {t(`responsible.limitNames.${type}`)}
          </h4>
          <p className="text-xs leading-relaxed text-muted">{t(`responsible.typeHints.${type}`)}</p>
        </div>
      </header>
      <div className="grid gap-4">
        {limits.map((limit) => (
          <LimitRow
            key={limit.period}
            limit={limit}
            currency={info.currency}
            text={texts[limit.period]}
            onText={(text) => edit(limit.period, text)}
            effect={plan.effects[limit.period] ?? 'none'}
            error={
              plan.errors[limit.period] ??
              (refused.includes(limit.period)
                ? { error: 'too_large', max: limitMax(type, limit.period) }
                : null)
            }
            onCancelPending={() => send([{ type, period: limit.period, amount: limit.amount }])}
            busy={mutation.isPending}
          />
        ))}
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t('responsible.limits.errors.failed')}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={mutation.isPending || !ready}
        aria-busy={mutation.isPending || undefined}
        data-testid={`limit-save-${type}`}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {mutation.isPending ? <LoaderCircle className="size-4.5 animate-spin" aria-hidden="true" /> : null}
        {t('responsible.limits.save')}
      </Button>
    </form>
  );
}

function LimitRow({
  limit,
  currency,
  text,
  onText,
  effect,
  error,
  onCancelPending,
  busy,
}: {
  limit: SelfLimit;
  currency: PlayerLimitsInfo['currency'];
  text: string;
  onText: (text: string) => void;
  effect: ChangeEffect;
  error: { error: LimitInputError; max?: number } | null;
  onCancelPending: () => void;
  busy: boolean;
}) {
  const { t, lang } = useTranslation();
  const id = useId();
  const { type, period, amount, used, left, pending } = limit;
  const context = { currency, lang, t };
  const money = (value: number) => formatLimitAmount(value, type, context);
  const suffix = type === 'session' ? t('responsible.limits.minutes') : NARROW_CURRENCY_SYMBOLS[currency];
  const share = amount ? Math.min(100, Math.round((used / amount) * 100)) : 0;
  const errorText = error
    ? t(`responsible.limits.errors.${error.error}`, error.max === undefined ? {} : { max: money(error.max) })
    : null;
  const noteId = `${id}-note`;

  return (
    <div className="grid gap-1.5" data-testid={`limit-${type}-${period}`}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          {t(`responsible.periods.${period}`)}
        </label>
        <span className="text-xs text-muted tabular-nums" data-testid={`limit-${type}-${period}-left`}>
          {left === null ? t('responsible.limits.none') : t('responsible.limits.left', { left: money(left) })}
        </span>
      </div>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode={type === 'session' ? 'numeric' : 'decimal'}
          autoComplete="off"
          enterKeyHint="done"
          value={text}
          placeholder={t('responsible.limits.none')}
          onChange={(event) => onText(event.target.value)}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={noteId}
          aria-label={t('responsible.limits.input', {
            name: t(`responsible.limitNames.${type}`),
            period: t(`responsible.periodPhrases.${period}`),
          })}
          data-testid={`limit-input-${type}-${period}`}
          className={`${inputClass} h-11 pr-12 font-semibold tabular-nums`}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm font-semibold text-muted"
        >
          {suffix}
        </span>
      </div>
      {amount !== null ? (
        <div className="h-1.5 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
          <div
            className={`h-full rounded-full ${share >= 100 ? 'bg-danger' : share >= 80 ? 'bg-amber-500' : 'bg-accent'}`}
            style={{ width: `${share}%` }}
          />
        </div>
      ) : null}
      <div id={noteId} className="grid gap-1 text-xs text-muted">
        {errorText ? (
          <p role="alert" className="font-medium text-danger" data-testid={`limit-error-${type}-${period}`}>
            {errorText}
          </p>
        ) : effect !== 'none' ? (
          <p
            className={`font-medium ${effect === 'immediate' ? 'text-win' : 'text-accent-ink'}`}
            data-testid={`limit-effect-${type}-${period}`}
          >
            {t(`responsible.limits.effects.${effect}`)}
          </p>
        ) : null}
        <p className="tabular-nums">
          {amount === null
            ? t('responsible.limits.usedOnly', { used: money(used) })
            : t('responsible.limits.usage', { used: money(used), amount: money(amount) })}
          {' · '}
          {t('responsible.limits.resets', { date: formatDayTime(new Date(limit.resetsAt), lang) })}
        </p>
        {pending ? (
          <div
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-accent/10 px-2.5 py-1.5 text-fg ring-1 ring-accent/25"
            data-testid={`limit-pending-${type}-${period}`}
          >
            <CalendarClock className="size-3.5 shrink-0 text-accent-ink" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              {pending.amount === null
                ? t('responsible.limits.pendingRemoval', {
                    date: formatDayTime(new Date(pending.effectiveAt), lang),
                  })
                : t('responsible.limits.pending', {
                    amount: money(pending.amount),
                    date: formatDayTime(new Date(pending.effectiveAt), lang),
                  })}
            </span>
            <button
              type="button"
              onClick={onCancelPending}
              disabled={busy}
              className="font-semibold text-accent-ink hover:underline disabled:opacity-50"
              data-testid={`limit-cancel-pending-${type}-${period}`}
            >
              {t('responsible.limits.cancelPending')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
