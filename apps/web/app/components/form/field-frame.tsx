import type { ReactNode } from 'react';

interface FieldNote {
  /** Shown under the control unless there is an error. */
  hint?: string | undefined;
  error?: string | undefined;
}

/** The id of the note FieldFrame shows under the control `id`, for the control's `aria-describedby`. */
export function fieldNoteId(id: string, note: FieldNote): string | undefined {
  if (note.error) return `${id}-error`;
  return note.hint ? `${id}-hint` : undefined;
}

/** A field's label, its control (positioned, for adornments inside it), and its error or else its hint. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  errorTestId,
  children,
}: FieldNote & {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  errorTestId?: string;
  children: ReactNode;
}) {
  const noteId = fieldNoteId(id, { hint, error });
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <div className="relative">{children}</div>
      {error ? (
        <p id={noteId} className="text-sm text-danger" data-testid={errorTestId}>
          {error}
        </p>
      ) : hint ? (
        <p id={noteId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
