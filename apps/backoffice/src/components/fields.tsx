import type { Language } from '@casino/contracts';
import { type ReactNode, useId } from 'react';
import { LANGUAGE_TABS, languageHasError } from '../lib/content-text';
import { Tabs } from './ui';

/** A field's message under it: the error when there is one, else the hint. */
function FieldMessage({ id, error, hint }: { id: string; error?: string | undefined; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={id} className="mt-1 text-xs text-rose-700">
        {error}
      </p>
    );
  }
  return hint ? <p className="mt-1 text-xs text-slate-400">{hint}</p> : null;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/** A labelled text input, or a text area with `rows`; the form's or the server's problem shown under it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  className = '',
  inputClassName = '',
  type = 'text',
  rows,
  inputMode,
  maxLength,
  placeholder,
  disabled,
}: FieldProps & {
  value: string;
  onChange: (value: string) => void;
  inputClassName?: string;
  type?: 'text' | 'number' | 'date' | 'datetime-local';
  rows?: number | undefined;
  inputMode?: 'numeric' | 'decimal' | 'text';
  maxLength?: number;
  placeholder?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const common = {
    id,
    maxLength,
    placeholder,
    disabled,
    className: `bo-input ${inputClassName}`,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="bo-label">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldMessage id={`${id}-error`} error={error} hint={hint} />
    </div>
  );
}

/** The uk / ru / en tabs of a form; a language a field error is about is marked. */
export function LanguageTabs({
  selected,
  onSelect,
  errors,
}: {
  selected: Language;
  onSelect: (lang: Language) => void;
  errors: Record<string, string>;
}) {
  const tabs = LANGUAGE_TABS.map((tab) => ({
    id: tab.id,
    label: languageHasError(errors, tab.id) ? `${tab.label} ⚠` : tab.label,
  }));
  return <Tabs label="Language" tabs={tabs} selected={selected} onSelect={onSelect} />;
}

/** A labelled choice among fixed options. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
  className = '',
  disabled,
}: FieldProps & {
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="bo-label">
        {label}
      </label>
      <select
        id={id}
        className="bo-input"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-error`} error={error} hint={hint} />
    </div>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {label}
        {hint ? <span className="block text-xs text-slate-400">{hint}</span> : null}
      </span>
    </label>
  );
}

/** A group of checkboxes choosing a subset of options; none chosen may mean all (the hint says). */
export function ChoiceSet<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  hint,
  error,
}: {
  legend: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="bo-label">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1.5">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300 accent-indigo-600"
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((value) => value !== option.value),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} error={error} hint={hint} />
    </fieldset>
  );
}
