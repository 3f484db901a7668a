import Hourglass from 'lucide-react/icons/hourglass';
import AlertTriangle from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { useTranslation } from '../../lib/i18n';
import { useGame } from '../session/game-context';
import type { GameNotice } from '../session/use-game-controller';

function noticeText(notice: GameNotice, t: (key: string) => string): string {
  if (notice.kind === 'blocked') return t(`studio.notice.blocked.${notice.reason}`);
  if (notice.kind !== 'failed') return t(`studio.notice.${notice.kind}`);
  const specific = `studio.errors.${notice.code}`;
  const text = t(specific);
  return text === specific ? t('studio.notice.failed') : text;
}

/** One line above the controls about the state of play: waiting, or why a round was not played. */
export function NoticeLine() {
  const { t } = useTranslation();
  const { notice, dismissNotice } = useGame();
  const waiting = notice?.kind === 'wait';
  return (
    <div
      aria-live="polite"
      className="pointer-events-none absolute inset-x-0 bottom-2 z-20 flex justify-center px-3"
    >
      {notice ? (
        <div
          role={waiting ? 'status' : 'alert'}
          data-testid="studio-notice"
          data-kind={notice.kind}
          className={`pointer-events-auto flex max-w-md animate-toast-in items-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold shadow-elevation ring-1 ${
            waiting ? 'bg-surface-2 text-fg ring-line' : 'bg-red-950/90 text-red-100 ring-red-400/40'
          }`}
        >
          {waiting ? (
            <Hourglass className="size-4 shrink-0 animate-pulse" aria-hidden="true" />
          ) : (
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
          )}
          <span>{noticeText(notice, t)}</span>
          {waiting ? null : (
            <button
              type="button"
              onClick={dismissNotice}
              aria-label={t('studio.notice.dismiss')}
              className="-mr-1 grid size-7 place-items-center rounded-lg hover:bg-white/10"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
