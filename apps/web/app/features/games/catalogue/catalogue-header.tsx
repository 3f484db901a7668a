import type { ReactNode } from 'react';

/** The top of a catalogue page: its h1, a line of text, and what goes beside them (a count, chips). */
export function CatalogueHeader({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-2">
      <h1 data-testid="page-h1" className="text-2xl font-extrabold tracking-tight text-fg lg:text-3xl">
        {title}
      </h1>
      {text ? <p className="max-w-3xl leading-relaxed text-muted">{text}</p> : null}
      {children}
    </header>
  );
}
