import { Button } from './button';

/** A part of the page that could not load: what failed, and a button to try again. */
export function LoadFailed({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-danger/10 p-4 ring-1 ring-danger/25"
    >
      <p className="text-sm text-fg">{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
