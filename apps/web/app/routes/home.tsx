import { JackpotTicker } from '../features/chance/jackpots/jackpot-ticker';
import { HomePage } from '../features/content/home/home-page';
import { HomeGamesSection } from '../features/games/home/home-games-section';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/home';

export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'home');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'home');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function HomePageRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} GamesSection={HomeGamesSection} Featured={JackpotTicker} />;
}
