import { useTranslation } from '../../../lib/i18n';
import type { ConnectionState } from '../../../lib/realtime/push-state';
import { useLiveStatus } from '../../../lib/realtime/push-state';

const DOT_CLASSES: Record<ConnectionState, string> = {
  connected: 'bg-win',
  connecting: 'animate-pulse bg-accent',
  disconnected: 'bg-danger',
};

/** Whether live updates arrive (spec section 4: disconnected, connecting, connected), as a dot and a word. */
export function ConnectionStatus() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  return (
    <p
      data-testid="live-status"
      data-status={status}
      className="mt-2 flex items-center gap-2 text-xs text-muted"
    >
      <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${DOT_CLASSES[status]}`} />
      {t('notifications.live.label')}: {t(`notifications.live.${status}`)}
    </p>
  );
}
