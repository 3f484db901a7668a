import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Info from 'lucide-react/icons/info';
import { useId } from 'react';

/** A labelled field of the verify forms, with its hint or its error under it. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (props: {
    id: string;
    'aria-describedby': string;
    'aria-invalid': true | undefined;
  }) => React.ReactNode;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      {children({ id, 'aria-describedby': noteId, 'aria-invalid': error ? true : undefined })}
      <p id={noteId} className={`text-xs ${error ? 'font-medium text-danger' : 'text-muted'}`}>
        {error ?? hint}
      </p>
    </div>
  );
}

/** One verification's verdict: passed, failed, or nothing to compare (null). */
export function Check({
  ok,
  children,
  testId,
}: {
  ok: boolean | null;
  children: React.ReactNode;
  testId: string;
}) {
  const Icon = ok === null ? Info : ok ? CircleCheck : CircleX;
  const color = ok === null ? 'text-muted' : ok ? 'text-win' : 'text-danger';
  return (
    <p
      className="flex items-start gap-2 text-sm"
      data-testid={testId}
      data-ok={ok === null ? undefined : String(ok)}
    >
      <Icon className={`mt-0.5 size-4 shrink-0 ${color}`} aria-hidden="true" />
      <span className="min-w-0 text-fg [overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}
