import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { FieldFrame, fieldNoteId } from './field-frame';
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
  const note = { hint, error: error ? t(error, PASSWORD_LIMITS) : undefined };
  return (
    <FieldFrame id={id} label={label} {...note} errorTestId={`${binding.name}-error`}>
      <input
        id={id}
        {...input}
        {...bound}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldNoteId(id, note)}
        className={`${inputClass} ${trailing ? 'pr-12' : ''} ${className}`}
      />
      {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
    </FieldFrame>
  );
}
