import { useClientData } from '../../../lib/use-hydrated';
import { useUnreadCount } from '../api/notifications';

/** Above this the badge shows `99+`. */
const MAX_BADGE_COUNT = 99;

/** The unread count in a badge, or nothing when all is read; `className` places it (on a corner, or inline). */
export function UnreadCountBadge({ className = '', testId }: { className?: string; testId: string }) {
  const unread = useClientData(useUnreadCount().data) ?? 0;
  if (unread === 0) return null;
  return (
    <span
      data-testid={testId}
      className={`grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[10px] leading-none font-bold text-white tabular-nums ring-2 ring-surface-0 ${className}`}
    >
      {unread > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : unread}
    </span>
  );
}
