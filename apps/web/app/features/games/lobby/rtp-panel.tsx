import TrendingUp from 'lucide-react/icons/trending-up';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useRtpGames } from '../api/rtp-games';
import { GameArt } from '../art/game-art';
import { formatRtp } from '../state/game-format';
import { useGameActions } from '../tiles/use-game-actions';

/** The games that returned the most to players over the last day: the published RTP beside today's. */
export function RtpPanel() {
  const { t, lang } = useTranslation();
  const actions = useGameActions();
  const rtp = useRtpGames();
  if (rtp.isError || (rtp.data && rtp.data.length === 0)) return null;
  return (
    <section className="grid gap-3" aria-labelledby="lobby-rtp" data-testid="lobby-rtp">
      <div className="flex items-center gap-2">
        <TrendingUp className="size-5 text-win" aria-hidden="true" />
        <h2 id="lobby-rtp" className="text-lg font-bold tracking-tight text-fg lg:text-xl">
          {t('games.lobby.rtpTitle')}
        </h2>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {rtp.data
          ? rtp.data.map(({ game, rtp: published, actualRtp }) => (
              <li key={game.id}>
                <Link
                  to={actions.pageOf(game)}
                  className="flex items-center gap-3 rounded-2xl bg-surface-1 p-3 ring-1 ring-line transition hover:bg-surface-2"
                >
                  <span className="relative h-16 w-12 shrink-0 overflow-hidden rounded-xl">
                    <GameArt art={game.art} className="absolute inset-0 h-full w-full" />
                  </span>
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate text-sm font-bold text-fg">{game.title}</span>
                    <span className="text-xs text-muted">
                      {t('games.lobby.rtpPublished', { rtp: formatRtp(published, lang) })}
                    </span>
                    {actualRtp === null ? null : (
                      <span className="text-xs font-semibold text-win">
                        {t('games.lobby.rtpToday', { rtp: formatRtp(actualRtp, lang) })}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))
          : [0, 1, 2].map((index) => (
              <li key={index}>
                <Skeleton className="h-22 rounded-2xl" />
              </li>
            ))}
      </ul>
    </section>
  );
}
