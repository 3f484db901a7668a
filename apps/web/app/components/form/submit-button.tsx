import LoaderCircle from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * The form's main button: a spinner and no second submit while the call runs. `status` replaces the label while
 * the form does something the player should know about first (proving it is not a robot).
 */
export function SubmitButton({
  pending,
  disabled,
  status,
  children,
  testId,
}: {
  pending: boolean;
  disabled?: boolean;
  status?: string | undefined;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      className="w-full"
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      data-testid={testId}
      data-status={status ? 'checking' : undefined}
    >
      {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
      <span aria-live="polite">{status ?? children}</span>
    </Button>
  );
}
