import { ChoiceTabs } from '../../../components/form/choice-tabs';
import { useTranslation } from '../../../lib/i18n';
import { betTypeLabel } from '../bets/bet-messages';
import { labelText } from '../label';
import { systemSizes } from './slip-rules';

/** Singles, an express, or the system bet's size: "2/4" is every express of two of the four selections. */
const SINGLES = -1;
const EXPRESS = 0;

export type BetKind = { singles: true } | { singles: false; systemSize: number | null };

/**
 * The kind of bet the slip's selections make, from two of them: one single each, the express of all of them
 * (offered while they are of different matches), or, from three, a system of every combination of 2 to all but one.
 */
export function SystemChoice({
  count,
  combinable,
  value,
  onChange,
}: {
  count: number;
  /** Whether the selections may be combined (no two of one match). */
  combinable: boolean;
  value: BetKind;
  onChange: (kind: BetKind) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: SINGLES, label: t('sportsbook.slip.singles.option') },
    { value: EXPRESS, label: t('sportsbook.slip.express') },
    ...(combinable ? systemSizes(count) : []).map((size) => ({
      value: size,
      label: t('sportsbook.slip.system.option', { size, count }),
      title: labelText(t, betTypeLabel('system', count, size)),
    })),
  ];
  return (
    <ChoiceTabs
      variant="compact"
      label={t('sportsbook.slip.system.label')}
      options={options}
      value={value.singles ? SINGLES : (value.systemSize ?? EXPRESS)}
      onChange={(choice) =>
        onChange(
          choice === SINGLES
            ? { singles: true }
            : { singles: false, systemSize: choice === EXPRESS ? null : choice },
        )
      }
      testId="slip-system"
    />
  );
}

/** What a system bet is made of: its combinations, the stake each takes, and the whole stake. */
export function SystemSummary({
  size,
  combinations,
  perCombination,
  total,
}: {
  size: number;
  combinations: number;
  /** Formatted amounts, or null while there is no stake. */
  perCombination: string | null;
  total: string | null;
}) {
  const { t } = useTranslation();
  const rows = [
    [t('sportsbook.slip.system.combinations'), String(combinations), 'slip-system-combinations'],
    [t('sportsbook.slip.system.perCombination'), perCombination ?? '—', 'slip-system-per-combination'],
    [t('sportsbook.slip.system.totalStake'), total ?? '—', 'slip-system-total-stake'],
  ] as const;
  return (
    <div className="grid gap-1.5 rounded-xl bg-surface-2/60 p-3 ring-1 ring-line">
      <p className="text-xs text-muted">{t('sportsbook.slip.system.note', { size })}</p>
      <dl className="grid gap-1 text-sm">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="flex justify-between gap-3">
            <dt className="text-muted">{label}</dt>
            <dd className="font-bold text-fg tabular-nums" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
