/** One term in words: what it is, and its value for this bonus or programme. */
export interface TermLine {
  id: string;
  label: string;
  value: string;
}

/** Terms as a grid of labelled values, each marked with its id (`data-term`) so a test can find it. */
export function TermGrid({ lines }: { lines: readonly TermLine[] }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      {lines.map((line) => (
        <div
          key={line.id}
          data-term={line.id}
          className="grid content-start gap-0.5 rounded-xl bg-surface-2/60 px-3 py-2 ring-1 ring-line"
        >
          <dt className="text-xs text-muted">{line.label}</dt>
          <dd className="text-sm font-semibold text-fg">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
