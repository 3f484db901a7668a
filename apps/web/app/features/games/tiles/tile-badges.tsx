import type { GameCard } from '@casino/contracts';
import Flame from 'lucide-react/icons/flame';
import Sparkles from 'lucide-react/icons/sparkles';
import { useTranslation } from '../../../lib/i18n';
import { formatRtp, HIGH_RTP_BP } from '../state/game-format';

const BADGE =
  'inline-flex h-6 items-center gap-1 whitespace-nowrap rounded-full px-2 text-[11px] font-bold tracking-wide uppercase shadow-sm';

/** New, Hot and a high RTP, in the tile's top corner. */
export function TileBadges({ game }: { game: Pick<GameCard, 'isNew' | 'isHot' | 'rtp'> }) {
  const { t, lang } = useTranslation();
  return (
    <div className="pointer-events-none flex flex-wrap gap-1">
      {game.isNew ? (
        <span className={`${BADGE} bg-sky-500 text-white`} data-testid="game-badge-new">
          <Sparkles className="size-3" aria-hidden="true" />
          {t('games.tile.badgeNew')}
        </span>
      ) : null}
      {game.isHot ? (
        <span
          className={`${BADGE} bg-gradient-to-r from-orange-500 to-rose-500 text-white`}
          data-testid="game-badge-hot"
        >
          <Flame className="size-3" aria-hidden="true" />
          {t('games.tile.badgeHot')}
        </span>
      ) : null}
      {game.rtp >= HIGH_RTP_BP ? (
        <span className={`${BADGE} bg-emerald-500 text-white normal-case`} data-testid="game-badge-rtp">
          {t('games.tile.badgeRtp', { rtp: formatRtp(game.rtp, lang) })}
        </span>
      ) : null}
    </div>
  );
}
