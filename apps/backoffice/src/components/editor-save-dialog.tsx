import { errorMessage, fieldErrors } from '../api/error-messages';
import { useReasonedChange } from '../lib/use-reasoned-change';
import { Dialog, ReasonField } from './dialog';
import { Notice } from './ui';

/**
 * Saving an editor's form (a bonus template, a competition) asks why, for the audit trail. Field errors the server
 * answers go back to the form and close the dialog; any other refusal is said in the dialog.
 */
export function EditorSaveDialog<Reply>({
  title,
  description,
  submitLabel,
  send,
  onSaved,
  onFieldErrors,
  onClose,
}: {
  title: string;
  description: string;
  submitLabel: string;
  send: (reason: string) => Promise<Reply>;
  onSaved: (reply: Reply) => void;
  onFieldErrors: (errors: Record<string, string>) => void;
  onClose: () => void;
}) {
  const { change, close, submit, reasonField } = useReasonedChange({
    send: async (reason) => {
      try {
        return await send(reason);
      } catch (error) {
        const { reason: _, ...fields } = fieldErrors(error);
        if (Object.keys(fields).length > 0) {
          onFieldErrors(fields);
          onClose();
        }
        throw error;
      }
    },
    onDone: onSaved,
    onClose,
  });
  return (
    <Dialog
      open
      title={title}
      description={description}
      onClose={close}
      busy={change.isPending}
      submitLabel={submitLabel}
      onSubmit={submit}
    >
      {change.isError && !Object.keys(fieldErrors(change.error)).some((field) => field !== 'reason') ? (
        <Notice>{errorMessage(change.error)}</Notice>
      ) : null}
      <ReasonField {...reasonField} />
    </Dialog>
  );
}
