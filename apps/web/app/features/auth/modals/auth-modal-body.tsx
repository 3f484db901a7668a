import type { ReactNode } from 'react';
import { ModalHeader } from '../../../components/modals/modal-header';

/** The common layout of the auth modals: header, then the content with the modal's padding. */
export function AuthModalBody({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="flex flex-1 flex-col">
      <ModalHeader title={title} {...(description ? { description } : {})} />
      <div className="grid gap-5 px-5 pt-2 pb-6 lg:px-6">{children}</div>
    </div>
  );
}

/** A line like "No account yet? Sign up" under a form. */
export function SwitchLine({
  text,
  action,
  onClick,
  testId,
}: {
  text: string;
  action: string;
  onClick: () => void;
  testId?: string;
}) {
  return (
    <p className="text-center text-sm text-muted">
      {text}{' '}
      <button
        type="button"
        onClick={onClick}
        data-testid={testId}
        className="font-semibold text-accent-ink underline-offset-4 hover:underline"
      >
        {action}
      </button>
    </p>
  );
}
