import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { LobbyPage } from '../features/games/lobby/lobby-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/games';

export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'games');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'games');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

/** The lobby's filters live in its query: changing them keeps the page's data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function GamesRoute({ loaderData }: Route.ComponentProps) {
  return <LobbyPage data={loaderData} />;
}
