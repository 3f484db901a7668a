import { formatDate } from '@casino/i18n';
import BellRing from 'lucide-react/icons/bell-ring';
import Check from 'lucide-react/icons/check';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toasts/toast-store';
import { useReleaseSubscription } from '../api/future-subscribe';

/**
 * A coming-soon game: when it comes out, and "notify me", pressed again to stop (guests are asked to log in
 * first). `compact` is the tile's version.
 */
export function ReleaseNotice({
  slug,
  releaseAt,
  requireAccount,
  subscribed: initiallySubscribed = false,
  compact = false,
}: {
  slug: string;
  releaseAt: string;
  requireAccount: () => boolean;
  /** Whether the player already asked to hear of the release (known on the game's page). */
  subscribed?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const subscription = useReleaseSubscription(slug);
  const subscribed = subscription.data ?? initiallySubscribed;
  const toggle = () => {
    if (!requireAccount()) return;
    subscription.mutate(!subscribed, {
      onError: () => toast({ title: t('games.release.failed'), tone: 'error' }),
    });
  };
  return (
    <div
      className={`flex flex-col items-center gap-2 text-center ${compact ? '' : 'sm:items-start sm:text-left'}`}
    >
      <p
        className={`font-semibold text-white ${compact ? 'text-xs' : 'text-sm'}`}
        data-testid="game-release-date"
      >
        {t('games.release.on', { date: formatDate(new Date(releaseAt)) })}
      </p>
      <button
        type="button"
        onClick={toggle}
        aria-pressed={subscribed}
        disabled={subscription.isPending}
        data-testid="game-notify"
        className={`relative z-10 inline-flex items-center gap-1.5 rounded-full font-semibold transition-colors disabled:cursor-default ${
          compact ? 'h-8 px-3 text-xs' : 'h-10 px-4 text-sm'
        } ${subscribed ? 'bg-emerald-500/90 text-white' : 'bg-white text-slate-900 hover:bg-white/85'}`}
      >
        {subscribed ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <BellRing className="size-4" aria-hidden="true" />
        )}
        {t(subscribed ? 'games.release.subscribed' : 'games.release.notify')}
      </button>
    </div>
  );
}
