import { useId } from 'react';
import { inputClass } from '../../../components/form/text-field';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  symbol: string;
  /** The limits line under the field. */
  hint: string;
  error?: string | undefined;
  testId: string;
  disabled?: boolean;
}

/**
 * The free amount in major units: a decimal keyboard on phones, the currency symbol inside the field, the limits
 * under it, replaced by the error when the amount does not fit them.
 */
export function AmountField({
  label,
  value,
  onChange,
  symbol,
  hint,
  error,
  testId,
  disabled,
}: AmountFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={noteId}
          data-testid={testId}
          className={`${inputClass} h-14 pr-12 text-xl font-bold tabular-nums`}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-lg font-semibold text-muted"
        >
          {symbol}
        </span>
      </div>
      <p
        id={noteId}
        data-testid={error ? `${testId}-error` : undefined}
        className={`text-xs ${error ? 'font-medium text-danger' : 'text-muted'}`}
        role={error ? 'alert' : undefined}
      >
        {error ?? hint}
      </p>
    </div>
  );
}
