import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { dismissToast, type Toast, type ToastTone } from '../../lib/toasts/toast-store';

const TONE_ICONS: Record<ToastTone, typeof Info> = { info: Info, success: CircleCheck, error: CircleAlert };
const TONE_COLOURS: Record<ToastTone, string> = {
  info: 'text-accent-ink',
  success: 'text-win',
  error: 'text-danger',
};

/** Counts down the toast's time while it is neither hovered nor focused, then dismisses it. */
function useAutoDismiss(item: Toast, paused: boolean) {
  const remaining = useRef(item.durationMs);
  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [item.id, paused]);
}

/**
 * One notice: tone icon, title, optional text, link and close button; hovering or focusing it stops its timer.
 */
export default function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  useAutoDismiss(item, paused);
  const Icon = TONE_ICONS[item.tone];
  return (
    <li
      role={item.tone === 'error' ? 'alert' : undefined}
      data-testid="toast"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="pointer-events-auto flex w-full animate-toast-in items-start gap-3 rounded-2xl bg-surface-2 p-4 shadow-elevation ring-1 ring-line"
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${TONE_COLOURS[item.tone]}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-fg">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm text-muted">{item.description}</p> : null}
        {item.action ? (
          <Link
            to={item.action.href}
            onClick={() => dismissToast(item.id)}
            className="mt-2 inline-block text-sm font-semibold text-accent-ink underline-offset-2 hover:underline"
            data-testid="toast-action"
          >
            {item.action.label}
          </Link>
        ) : null}
      </div>
      {item.closable ? (
        <button
          type="button"
          aria-label={t('toast.close')}
          onClick={() => dismissToast(item.id)}
          className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-3 hover:text-fg"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}
