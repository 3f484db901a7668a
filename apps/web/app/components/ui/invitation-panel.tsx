import type { ComponentType, ReactNode } from 'react';

/** A centred card inviting the visitor to act (a guest to log in): an icon, a title, a line of text, actions. */
export function InvitationPanel(props: {
  testId: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  text: string;
  children: ReactNode;
}) {
  const { icon: Icon } = props;
  const titleId = `${props.testId}-title`;
  return (
    <section
      data-testid={props.testId}
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 rounded-3xl bg-surface-1 px-6 py-12 text-center ring-1 ring-line"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h1 id={titleId} className="text-2xl font-bold tracking-tight text-fg">
          {props.title}
        </h1>
        <p className="text-sm leading-relaxed text-muted">{props.text}</p>
      </div>
      {props.children}
    </section>
  );
}
