import ChevronDown from 'lucide-react/icons/chevron-down';
import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { FieldFrame, fieldNoteId } from './field-frame';
import { inputClass } from './text-field';

/** A labelled native select in the inputs' look, with an optional hint under it. */
export function SelectField({
  label,
  hint,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      <select
        id={id}
        {...select}
        aria-describedby={fieldNoteId(id, { hint })}
        className={`${inputClass} appearance-none pr-10 disabled:cursor-not-allowed disabled:opacity-60`}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
    </FieldFrame>
  );
}
