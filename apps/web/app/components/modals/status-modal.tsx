import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** A short message modal: a round icon, a title, a text and the actions. */
export function StatusModal({
  icon,
  tone,
  title,
  children,
  actions,
  testId,
}: {
  icon: ReactNode;
  tone: 'danger' | 'accent';
  title: string;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  const toneClass = tone === 'danger' ? 'bg-danger/12 text-danger' : 'bg-accent/15 text-accent-ink';
  return (
    <div
      data-testid={testId}
      className="grid flex-1 content-center justify-items-center gap-4 px-6 py-10 text-center"
    >
      <span className={`grid size-18 place-items-center rounded-full ${toneClass}`}>{icon}</span>
      <Dialog.Title className="text-xl font-bold text-fg">{title}</Dialog.Title>
      <div className="max-w-sm text-sm leading-relaxed text-muted">{children}</div>
      <div className="mt-2 grid w-full max-w-xs gap-2">{actions}</div>
    </div>
  );
}
