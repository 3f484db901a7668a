import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './ui';

/**
 * A modal dialog on the native `<dialog>` element: focus moves into it and is trapped by the browser, Escape
 * closes it (unless a call is running), and its content is rendered only while open, so every opening starts
 * with a fresh form.
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  onSubmit,
  busy = false,
  submitLabel,
  submitVariant = 'primary',
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[28rem] max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-0 text-slate-900 shadow-xl"
    >
      {open ? (
        <form onSubmit={submit} noValidate>
          <header className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-3">
            <div>
              <h2 id={titleId} className="text-base font-semibold">
                {title}
              </h2>
              {description ? <div className="mt-0.5 text-sm text-slate-500">{description}</div> : null}
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={busy}
              className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
            >
              <X aria-hidden="true" className="size-4" />
              <span className="sr-only">Close</span>
            </button>
          </header>
          <div className="space-y-3 px-5 py-4">{children}</div>
          <footer className="flex justify-end gap-2 border-t border-slate-100 bg-slate-50 px-5 py-3">
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant={submitVariant} busy={busy}>
              {submitLabel}
            </Button>
          </footer>
        </form>
      ) : null}
    </dialog>
  );
}

/** A reason field: required (three characters or more) unless told otherwise. */
export function ReasonField({
  value,
  onChange,
  error,
  optional = false,
  label = 'Reason',
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  optional?: boolean;
  label?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="bo-label">
        {label} {optional ? <span className="font-normal text-slate-400">(optional)</span> : null}
      </label>
      <textarea
        id={id}
        className="bo-input min-h-20"
        value={value}
        maxLength={500}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-rose-700">
          {error}
        </p>
      ) : (
        <p className="mt-1 text-xs text-slate-400">Written to the audit trail.</p>
      )}
    </div>
  );
}

/** The reason check the server makes (`operatorReasonSchema`: 3 to 500 characters once trimmed). */
export function reasonProblem(reason: string, optional = false): string | undefined {
  const trimmed = reason.trim();
  if (optional && trimmed === '') return undefined;
  if (trimmed.length < 3) return 'Say why, in a few words (3 characters or more).';
  return undefined;
}
