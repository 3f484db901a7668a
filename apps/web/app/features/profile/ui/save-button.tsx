import LoaderCircle from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A section form's submit button: a spinner and no second submit while the call runs. */
export function SaveButton({
  pending,
  children,
  testId,
}: {
  pending: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      data-testid={testId}
      className="w-full sm:w-auto"
    >
      {pending ? <LoaderCircle className="size-4.5 animate-spin" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
