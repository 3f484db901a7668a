import type { GameCard } from '@casino/contracts';
import { useListLinks } from '../../../lib/list-links';
import { GameTile } from './game-tile';
import { TileSkeleton } from './tile-skeleton';
import { useGameActions } from './use-game-actions';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:gap-4 xl:grid-cols-5 2xl:grid-cols-6';

/**
 * Games as a grid of tiles, whose links it follows through the router; `loading` adds placeholders where more are
 * on their way.
 */
export function GamesGrid({
  games,
  loading = 0,
  testId = 'games-grid',
  onSelect,
}: {
  games: readonly GameCard[];
  loading?: number;
  testId?: string;
  onSelect?: () => void;
}) {
  const actions = useGameActions();
  const followTileLinks = useListLinks<HTMLUListElement>();
  return (
    <ul ref={followTileLinks} className={GRID} data-testid={testId}>
      {games.map((game) => (
        <li key={game.id}>
          <GameTile game={game} actions={actions} onSelect={onSelect} />
        </li>
      ))}
      {Array.from({ length: loading }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
        <li key={`skeleton-${index}`} aria-hidden="true">
          <TileSkeleton />
        </li>
      ))}
    </ul>
  );
}
