import type { Currency } from '@casino/contracts';
import { formatMoney, NARROW_CURRENCY_SYMBOLS } from '@casino/i18n';
import { useId } from 'react';
import { inputClass } from '../../../components/form/text-field';
import { useTranslation } from '../../../lib/i18n';
import type { SingleLine } from './singles-rules';

/**
 * A selection's own stake for its single, under the selection: empty takes the slip's stake for all (shown as its
 * placeholder), and its potential win is shown beside it.
 */
export function SingleStakeInput({
  line,
  value,
  currency,
  win,
  onChange,
}: {
  line: SingleLine;
  /** What the player typed for this selection ('' for the slip's stake). */
  value: string;
  currency: Currency;
  /** The single's potential win, minor units, or null without a stake. */
  win: number | null;
  onChange: (value: string) => void;
}) {
  const { t, lang } = useTranslation();
  const id = useId();
  const invalid = value !== '' && !line.stake.ok;
  return (
    <div className="mt-1 grid grid-cols-[minmax(0,8rem)_1fr] items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('sportsbook.slip.singles.ownStake')}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={line.own ? '' : line.text}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          data-testid="slip-single-stake"
          className={`${inputClass} h-9 pr-7 text-sm font-bold tabular-nums`}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-2.5 flex items-center text-xs font-semibold text-muted"
        >
          {NARROW_CURRENCY_SYMBOLS[currency]}
        </span>
      </div>
      <p className="text-right text-xs text-muted">
        {invalid ? (
          <span className="font-medium text-danger">{t('sportsbook.slip.stakeErrors.invalid')}</span>
        ) : (
          <>
            {t('sportsbook.slip.singles.win')}{' '}
            <span className="font-bold text-win tabular-nums" data-testid="slip-single-win">
              {win === null ? '—' : formatMoney(win, currency, lang)}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
