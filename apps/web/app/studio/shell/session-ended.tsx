import LogOut from 'lucide-react/icons/log-out';
import { useTranslation } from '../../lib/i18n';

/**
 * The game's session is over (expired or used launch, or ended by the casino): nothing more can be played here.
 * The casino's page has been told and offers to open the game again.
 */
export function SessionEnded({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const specific = `studio.ended.reasons.${reason}`;
  const text = t(specific);
  return (
    <div
      role="alert"
      data-testid="studio-session-ended"
      data-reason={reason}
      className="grid h-full min-h-0 place-items-center bg-surface-0 p-6 text-center"
    >
      <div className="grid max-w-sm justify-items-center gap-3">
        <span className="grid size-14 place-items-center rounded-2xl bg-surface-2 text-muted ring-1 ring-line">
          <LogOut className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-bold text-fg">{t('studio.ended.title')}</h2>
        <p className="text-sm leading-relaxed text-muted">
          {text === specific ? t('studio.ended.text') : text}
        </p>
      </div>
    </div>
  );
}
