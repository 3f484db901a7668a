import type { ReactNode } from 'react';

/** One card of the profile page, reachable by its anchor from the section list. */
export function ProfileSection({
  id,
  title,
  lead,
  action,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  /** A control beside the title (a status badge, a help link). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-testid={`profile-section-${id}`}
      className="scroll-mt-24 rounded-3xl bg-surface-1 p-5 ring-1 ring-line sm:p-6 lg:p-8"
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold tracking-tight text-fg lg:text-xl">
            {title}
          </h2>
          {lead ? <p className="mt-1 text-sm leading-relaxed text-muted">{lead}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
