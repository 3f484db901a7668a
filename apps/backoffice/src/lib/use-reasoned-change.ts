import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fieldErrors } from '../api/error-messages';
import { reasonProblem } from '../components/dialog';

/**
 * A change an operator makes with a reason, in a dialog: the reason's text and its problem, the call (sent once
 * the reason is good, never twice at once), and closing, which forgets both.
 */
export function useReasonedChange<Reply>(options: {
  send: (reason: string) => Promise<Reply>;
  onDone?: (reply: Reply) => void;
  onClose: () => void;
  optional?: boolean;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const change = useMutation({
    mutationFn: () => options.send(reason.trim()),
    onSuccess: (reply) => {
      options.onDone?.(reply);
      close();
    },
  });
  const close = () => {
    change.reset();
    setReason('');
    setProblem(undefined);
    options.onClose();
  };
  const submit = () => {
    const found = reasonProblem(reason, options.optional);
    setProblem(found);
    if (!found && !change.isPending) change.mutate();
  };
  const reasonField = {
    value: reason,
    onChange: setReason,
    error: problem ?? fieldErrors(change.error).reason,
    optional: options.optional ?? false,
  };
  return { change, close, submit, reasonField };
}
