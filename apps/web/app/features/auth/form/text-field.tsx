import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { FieldBinding } from './use-auth-form';
import { PASSWORD_LIMITS } from './validation';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldBinding | 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  binding: FieldBinding;
  hint?: string;
  /** Something inside the input's right edge (the show-password button). */
  trailing?: ReactNode;
}

export const inputClass =
  'h-12 w-full rounded-xl bg-surface-2 px-4 text-base text-fg ring-1 ring-line transition-shadow outline-none placeholder:text-muted/70 focus:ring-2 focus:ring-accent aria-invalid:ring-danger';

/** A labelled input with its hint and error, tied together for assistive technology. */
export function TextField({ label, binding, hint, trailing, className = '', ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { error, ...bound } = binding;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          {...input}
          {...bound}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          className={`${inputClass} ${trailing ? 'pr-12' : ''} ${className}`}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger" data-testid={`${binding.name}-error`}>
          {t(error, PASSWORD_LIMITS)}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
