import type { ReactNode } from 'react';

/** A short numbered how-to list (verification steps and the like), one card per step. */
export function NumberedSteps({ steps }: { steps: readonly ReactNode[] }) {
  return (
    <ol className="grid gap-3">
      {steps.map((step, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the steps are a fixed list; their place is their identity.
          key={index}
          className="flex items-start gap-3 rounded-2xl bg-surface-2/60 p-3.5 ring-1 ring-line"
        >
          <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-accent-fg">
            {index + 1}
          </span>
          <span className="pt-0.5 text-sm leading-relaxed text-fg">{step}</span>
        </li>
      ))}
    </ol>
  );
}
