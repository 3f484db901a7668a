import { type ReactNode, useId } from 'react';

/**
 * A programme's card on the bonuses page (a cashback, an insurance): its icon, title, a status line when it has one,
 * its description, then what its section shows of it. `data` marks the card for tests (`data-status`...).
 */
export function ProgrammeCard({
  icon,
  title,
  status,
  description,
  testId,
  data,
  children,
}: {
  icon: ReactNode;
  title: string;
  status?: ReactNode;
  description: string;
  testId: string;
  data: Record<`data-${string}`, string | number>;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      data-testid={testId}
      {...data}
      aria-labelledby={titleId}
      className="grid gap-4 rounded-3xl bg-surface-1 p-5 ring-1 ring-line sm:p-6"
    >
      <header className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base font-bold text-fg sm:text-lg">
            {title}
          </h3>
          {status}
          <p className="mt-1 text-sm leading-relaxed text-muted">{description}</p>
        </div>
      </header>
      {children}
    </article>
  );
}
