import { GamePage } from '../features/games/game-page/game-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/game';

export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'game');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'game');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function GameRoute({ loaderData }: Route.ComponentProps) {
  return <GamePage data={loaderData} />;
}
