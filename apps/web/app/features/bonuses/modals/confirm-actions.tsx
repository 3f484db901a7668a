import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Button } from '../../../components/ui/button';
import { closeModal } from '../../../lib/modals/modal-store';

/**
 * The foot of a bonus modal that asks the player to confirm a step (take, choose, activate): why the last try was
 * refused, the confirm button (busy while its call runs) and the way out, which closes the modal.
 */
export function ConfirmActions({
  error,
  pending,
  onConfirm,
  confirmLabel,
  cancelLabel,
  testId,
}: {
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  confirmLabel: string;
  cancelLabel: string;
  /** Names the parts: `{testId}-error`, `{testId}-confirm`, `{testId}-cancel`. */
  testId: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-danger" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
      <div className="grid gap-2">
        <Button
          size="lg"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
          data-testid={`${testId}-confirm`}
        >
          {pending ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
          {confirmLabel}
        </Button>
        <Button size="lg" variant="ghost" onClick={closeModal} data-testid={`${testId}-cancel`}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}
