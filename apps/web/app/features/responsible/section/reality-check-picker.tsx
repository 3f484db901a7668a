import { type PlayerLimitsInfo, REALITY_CHECK_INTERVALS } from '@casino/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useSetRealityCheckInterval } from '../api/reality-check';

const OPTIONS = [null, ...REALITY_CHECK_INTERVALS] as const;

/** How often the reality check comes (RTS 13): off or one of the intervals, saved as soon as it is picked. */
export function RealityCheckPicker({ info }: { info: PlayerLimitsInfo }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useSetRealityCheckInterval();
  // The choice shows where it is going from the click on (a radio must answer its click at once), and goes back
  // only when saving fails; once saved the cached settings hold it.
  const [choice, setChoice] = useState<{ intervalMinutes: number | null } | null>(null);
  const shown = choice ? choice.intervalMinutes : info.realityCheck.intervalMinutes;

  const pick = (intervalMinutes: number | null) => {
    if (intervalMinutes === info.realityCheck.intervalMinutes) return;
    setChoice({ intervalMinutes });
    mutation.mutate(
      { intervalMinutes },
      {
        onSuccess: () => toast({ title: t('responsible.realityCheck.saved'), tone: 'success' }),
        onError: () => toast({ title: t('responsible.realityCheck.failed'), tone: 'error' }),
        onSettled: () => setChoice(null),
      },
    );
  };

  return (
    <fieldset
      className="grid gap-3"
      aria-busy={mutation.isPending || undefined}
      data-testid="reality-check-picker"
    >
      <legend className="mb-3 text-sm font-semibold text-fg">{t('responsible.realityCheck.label')}</legend>
      <div className="flex flex-wrap gap-2">
        {OPTIONS.map((minutes) => (
          <label
            key={minutes ?? 'off'}
            className="relative inline-flex h-9 cursor-pointer items-center rounded-full bg-surface-2 px-4 text-sm font-semibold text-muted ring-1 ring-line transition has-checked:bg-accent/15 has-checked:text-accent-ink has-checked:ring-accent has-focus-visible:ring-2 hover:text-fg"
          >
            <input
              type="radio"
              name={`${id}-interval`}
              checked={shown === minutes}
              disabled={mutation.isPending}
              onChange={() => pick(minutes)}
              className="sr-only"
              data-testid={`reality-check-${minutes ?? 'off'}`}
            />
            {minutes === null
              ? t('responsible.realityCheck.off')
              : t('responsible.realityCheck.every', { minutes })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
