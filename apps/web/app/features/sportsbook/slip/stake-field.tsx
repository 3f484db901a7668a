import { type Currency, MINOR_UNITS } from '@casino/contracts';
import { decimalSeparatorOf, NARROW_CURRENCY_SYMBOLS } from '@casino/i18n';
import { useId } from 'react';
import { inputClass } from '../../../components/form/text-field';
import { useTranslation } from '../../../lib/i18n';
import { majorAmountText } from '../../../lib/money/amount';
import { formatAmount } from '../../../lib/money/format-amount';

/** Quick stakes in major units: hryvnias and roubles are smaller units than dollars and euros. */
const PRESETS: Record<Currency, readonly number[]> = {
  UAH: [50, 100, 200, 500],
  RUB: [100, 500, 1000, 5000],
  USD: [2, 5, 10, 50],
  EUR: [2, 5, 10, 50],
};

/**
 * The stake in the player's currency: typed in major units, or one of the quick stakes; `label` says what it is
 * (the whole stake, or a system bet's per combination). `lockedTo` (minor units) shows a free bet's amount instead,
 * read-only: a free bet stakes its whole amount, in one bet.
 */
export function StakeField({
  value,
  currency,
  error,
  label,
  lockedTo = null,
  onChange,
}: {
  value: string;
  currency: Currency;
  error: string | null;
  label: string;
  lockedTo?: number | null;
  onChange: (value: string) => void;
}) {
  const { t, lang } = useTranslation();
  const id = useId();
  const locked = lockedTo !== null && lockedTo !== undefined;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          value={locked ? majorAmountText(lockedTo, currency, decimalSeparatorOf(lang)) : value}
          readOnly={locked}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error && !locked ? true : undefined}
          aria-describedby={locked ? `${id}-locked` : error ? `${id}-error` : undefined}
          data-testid="slip-stake"
          data-locked={locked || undefined}
          className={`${inputClass} h-12 pr-10 text-lg font-bold tabular-nums ${locked ? 'cursor-default' : ''}`}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-4 flex items-center font-semibold text-muted"
        >
          {NARROW_CURRENCY_SYMBOLS[currency]}
        </span>
      </div>
      {locked ? (
        <p id={`${id}-locked`} className="text-xs text-muted" data-testid="slip-stake-locked">
          {t('sportsbook.slip.freebet.stakeLocked')}
        </p>
      ) : error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="text-xs font-medium text-danger"
          data-testid="slip-stake-error"
        >
          {error}
        </p>
      ) : null}
      {locked ? null : (
        <fieldset className="grid min-w-0 grid-cols-4 gap-1.5">
          <legend className="sr-only">{t('sportsbook.slip.presets')}</legend>
          {PRESETS[currency].map((major) => {
            const minor = major * MINOR_UNITS[currency];
            return (
              <button
                key={major}
                type="button"
                onClick={() => onChange(majorAmountText(minor, currency, decimalSeparatorOf(lang)))}
                className="h-8 min-w-0 truncate rounded-lg bg-surface-2 px-1 text-xs font-semibold text-fg ring-1 ring-line transition-colors hover:bg-surface-3"
              >
                {formatAmount(minor, currency, lang)}
              </button>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
