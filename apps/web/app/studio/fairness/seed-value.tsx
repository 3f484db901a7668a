import { CopyButton } from '../../components/ui/copy-button';

/** A long seed or hash in a monospace box that wraps anywhere, with a copy button. */
export function SeedValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="grid gap-1">
      <span className="text-xs font-semibold text-muted">{label}</span>
      <div className="flex items-start gap-1 rounded-xl bg-surface-0/70 py-1 pr-1 pl-3 ring-1 ring-line">
        <code
          data-testid={testId}
          className="min-w-0 flex-1 py-1.5 font-mono text-xs leading-relaxed break-all text-fg"
        >
          {value}
        </code>
        <CopyButton value={value} label={label} />
      </div>
    </div>
  );
}
