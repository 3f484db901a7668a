import LoaderCircle from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** The form's main button: a spinner and no second submit while the call runs. */
export function SubmitButton({
  pending,
  disabled,
  children,
  testId,
}: {
  pending: boolean;
  disabled?: boolean;
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
    >
      {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
