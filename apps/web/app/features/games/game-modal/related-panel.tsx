import type { GameKind } from '@casino/contracts';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useGameBrowser } from '../api/game-browser';
import { GameArt } from '../art/game-art';
import { browserTypeOf, isComingSoon } from '../state/game-format';

/** How many games of the same kind the panel offers. */
const RELATED_LIMIT = 12;

/** Beside the game on desktop: games of the same kind, each opened in its place in the modal. */
export function RelatedPanel({
  slug,
  kind,
  onOpen,
}: {
  slug: string;
  kind: GameKind | null;
  onOpen: (slug: string) => void;
}) {
  const { t } = useTranslation();
  const related = useGameBrowser(kind ? browserTypeOf(kind) : 'all', RELATED_LIMIT, kind !== null);
  const now = Date.now();
  const games = related.data?.items.filter((game) => game.slug !== slug && !isComingSoon(game, now));
  if (related.isError || (games && games.length === 0)) return null;
  return (
    <aside
      aria-labelledby="game-related-title"
      className="hidden w-60 shrink-0 flex-col border-l border-white/10 bg-[#0b0d18] lg:flex"
      data-testid="game-modal-related"
    >
      <h3
        id="game-related-title"
        className="px-4 pt-4 pb-2 text-xs font-bold tracking-wider text-white/60 uppercase"
      >
        {t('games.modal.related')}
      </h3>
      <ul className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-2 pb-3">
        {games
          ? games.map((game) => (
              <li key={game.id}>
                <button
                  type="button"
                  onClick={() => onOpen(game.slug)}
                  className="flex w-full items-center gap-3 rounded-xl p-2 text-left transition-colors hover:bg-white/8"
                >
                  <span className="relative h-14 w-10.5 shrink-0 overflow-hidden rounded-lg">
                    <GameArt art={game.art} className="absolute inset-0 h-full w-full" />
                  </span>
                  <span className="grid min-w-0">
                    <span className="truncate text-sm font-semibold text-white">{game.title}</span>
                    <span className="truncate text-xs text-white/55">{game.provider.title}</span>
                  </span>
                </button>
              </li>
            ))
          : [0, 1, 2, 3, 4].map((index) => (
              <li key={index} className="flex items-center gap-3 p-2">
                <Skeleton className="h-14 w-10.5 rounded-lg bg-white/10" />
                <Skeleton className="h-4 flex-1 bg-white/10" />
              </li>
            ))}
      </ul>
    </aside>
  );
}
