import { splitLanguagePrefix } from '@casino/contracts';
import { data } from 'react-router';
import { competitionsAlternates, competitionsMeta } from '../features/competitions/competitions-meta';
import { CompetitionsPage } from '../features/competitions/competitions-page';
import { competitionsView } from '../features/competitions/competitions-path';
import { GamesGrid } from '../features/games/tiles/games-grid';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import type { Route } from './+types/competitions';

/**
 * The competitions' pages (spec section 2): `/events/` (every kind), `/tournaments/`, `/races/`,
 * `/special-races/`, `/tournaments-promo/` (with its results under `#netgame`) and `/game-promo/`, and a
 * competition's page under `/tournaments/{slug}/` (a promo tournament's under `/tournaments-promo/{slug}/` or
 * `/game-promo/{slug}/`). A noLoadData route: the competitions load in the browser and the server renders the
 * frame with placeholders. The loader only reads the address, so the language switch and the hreflang links keep
 * the view.
 */
function load(url: string, slug: string | undefined) {
  const view = competitionsView(splitLanguagePrefix(new URL(url).pathname).path, slug);
  if (!view) throw data(null, { status: 404 });
  return { view, seo: { alternates: competitionsAlternates(view) } };
}

export const handle: I18nHandle = { i18n: ['competitions'] };

export const loader = ({ request, params }: Route.LoaderArgs) => load(request.url, params.slug);
export const clientLoader = ({ request, params }: Route.ClientLoaderArgs) => load(request.url, params.slug);
export const meta = (args: Route.MetaArgs) => competitionsMeta(args.matches, args.loaderData?.view);

export default function CompetitionsRoute({ loaderData }: Route.ComponentProps) {
  return <CompetitionsPage view={loaderData.view} GamesGrid={GamesGrid} />;
}
