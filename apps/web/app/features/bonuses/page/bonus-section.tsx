import type { ReactNode } from 'react';

/** One part of the bonuses page (active, queue, offers, history): its heading, a line about it, its cards. */
export function BonusSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const titleId = `bonuses-${id}-title`;
  return (
    <section aria-labelledby={titleId} data-testid={`bonuses-${id}`} className="grid gap-3">
      <div>
        <h2 id={titleId} className="text-lg font-bold tracking-tight text-fg lg:text-xl">
          {title}
        </h2>
        {lead ? <p className="mt-1 text-sm text-muted">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** What a section says when it has no cards. */
export function EmptySection({ title, text }: { title?: string; text: string }) {
  return (
    <div className="rounded-3xl bg-surface-1 px-5 py-8 text-center ring-1 ring-line">
      {title ? <p className="text-base font-semibold text-fg">{title}</p> : null}
      <p className="mt-1 text-sm text-muted">{text}</p>
    </div>
  );
}
