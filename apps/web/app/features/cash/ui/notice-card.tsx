import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  info: 'bg-accent/10 ring-accent/25 [&_[data-icon]]:text-accent-ink',
  success: 'bg-win/10 ring-win/25 [&_[data-icon]]:text-win',
  warning:
    'bg-amber-500/10 ring-amber-500/25 [&_[data-icon]]:text-amber-400 light:[&_[data-icon]]:text-amber-700',
} as const;

/** A short message inside the cash desk (a notice, an offer, a requirement) with its actions. */
export function NoticeCard({
  tone,
  icon: Icon,
  title,
  children,
  actions,
  testId,
}: {
  tone: keyof typeof TONES;
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section data-testid={testId} className={`flex gap-3 rounded-2xl p-4 ring-1 ${TONES[tone]}`}>
      <Icon data-icon="" className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-1">
        <h3 className="text-sm font-semibold text-fg">{title}</h3>
        {children ? <div className="text-sm leading-relaxed text-muted">{children}</div> : null}
        {actions ? <div className="mt-2 flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </section>
  );
}
