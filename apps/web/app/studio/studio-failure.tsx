import CircleAlert from 'lucide-react/icons/circle-alert';
import { Button } from '../components/ui/button';
import { useTranslation } from '../lib/i18n';

/** Launch failures the player can act on, by the studio's error code; anything else reads as the general one. */
const KNOWN: Record<string, string> = {
  missing_token: 'missing_token',
  invalid_launch_token: 'invalid_launch_token',
  game_unavailable: 'game_unavailable',
  session_ended: 'session_ended',
  self_excluded: 'self_excluded',
  network: 'network',
  timeout: 'network',
};

/**
 * The game could not start: an expired or used launch (the casino's page reopens it), the player's own time-out or
 * self-exclusion (444), no connection (try again), or a game this studio does not serve.
 */
export function StudioFailure({ reason, onRetry }: { reason: string; onRetry?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const key = KNOWN[reason] ?? 'general';
  return (
    <main
      className="grid h-dvh place-items-center bg-surface-0 p-6 text-center"
      data-testid="studio-failure"
      data-reason={reason}
    >
      <div role="alert" className="grid max-w-sm justify-items-center gap-3">
        <span className="grid size-14 place-items-center rounded-2xl bg-danger/15 text-danger">
          <CircleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-bold text-fg">{t(`studio.failure.${key}.title`)}</h1>
        <p className="text-sm leading-relaxed text-muted">{t(`studio.failure.${key}.text`)}</p>
        {onRetry ? (
          <Button onClick={onRetry} className="mt-2" data-testid="studio-retry">
            {t('studio.failure.retry')}
          </Button>
        ) : null}
      </div>
    </main>
  );
}
