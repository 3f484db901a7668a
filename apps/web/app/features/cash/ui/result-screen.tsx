import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  success: 'bg-win/15 text-win ring-win/30',
  failure: 'bg-danger/12 text-danger ring-danger/25',
  progress: 'bg-accent/15 text-accent-ink ring-accent/30',
} as const;

/** A full-width outcome in the cash desk: a large icon, the title, what it means, and what to do next. */
export function ResultScreen({
  tone,
  icon: Icon,
  title,
  children,
  actions,
  testId,
  spin = false,
}: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId: string;
  spin?: boolean;
}) {
  return (
    <div data-testid={testId} className="flex flex-col items-center gap-5 px-1 py-6 text-center">
      <span className={`grid size-20 place-items-center rounded-full ring-1 ${TONES[tone]}`}>
        <Icon className={`size-10 ${spin ? 'animate-spin' : ''}`} aria-hidden="true" strokeWidth={2.2} />
      </span>
      <div className="grid gap-2">
        <h3
          role={tone === 'failure' ? 'alert' : 'status'}
          className="text-xl font-bold tracking-tight text-fg"
        >
          {title}
        </h3>
        {children ? <div className="grid gap-1 text-sm leading-relaxed text-muted">{children}</div> : null}
      </div>
      {actions ? <div className="grid w-full gap-2.5">{actions}</div> : null}
    </div>
  );
}
