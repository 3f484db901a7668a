import Star from 'lucide-react/icons/star';
import { useTranslation } from '../../../lib/i18n';

const LOOKS = {
  /** Over a game's art. */
  overlay: {
    base: 'size-9 rounded-full',
    on: 'bg-black/45 text-amber-300',
    off: 'bg-black/35 text-white/85 hover:bg-black/55 hover:text-white',
  },
  /** In the Game modal's dark top bar. */
  bar: {
    base: 'size-9 rounded-xl',
    on: 'text-amber-300 hover:bg-white/10',
    off: 'text-white/75 hover:bg-white/10 hover:text-white',
  },
  /** On the page's own surface. */
  plain: {
    base: 'size-10 rounded-xl ring-1 ring-line',
    on: 'bg-amber-400/15 text-amber-500 ring-amber-400/50',
    off: 'bg-surface-2 text-muted hover:bg-surface-3 hover:text-fg',
  },
} as const;

/** The favourite star: filled when the game is a favourite; the change shows at once (optimistic). */
export function FavoriteButton({
  active,
  onToggle,
  title,
  look = 'overlay',
  className = '',
}: {
  active: boolean;
  onToggle: () => void;
  /** The game's name, so the control says which game it favours. */
  title: string;
  look?: keyof typeof LOOKS;
  className?: string;
}) {
  const { t } = useTranslation();
  const style = LOOKS[look];
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={active}
      aria-label={t(active ? 'games.tile.favoriteRemove' : 'games.tile.favoriteAdd', { title })}
      data-testid="game-favorite"
      className={`inline-flex shrink-0 items-center justify-center transition-colors ${style.base} ${active ? style.on : style.off} ${className}`}
    >
      <Star className={`size-4.5 ${active ? 'fill-current' : ''}`} aria-hidden="true" />
    </button>
  );
}
