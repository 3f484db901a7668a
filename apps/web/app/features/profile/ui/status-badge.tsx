import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-win/15 text-win ring-win/30',
  warning: 'bg-amber-500/15 text-amber-400 ring-amber-500/30 light:text-amber-700',
  danger: 'bg-danger/12 text-danger ring-danger/25',
  neutral: 'bg-surface-2 text-muted ring-line',
};

/** A short status next to a value (confirmed, under review...), coloured by what it means. */
export function StatusBadge({
  tone,
  icon,
  children,
  testId,
}: {
  tone: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${TONES[tone]}`}
    >
      {icon}
      {children}
    </span>
  );
}
