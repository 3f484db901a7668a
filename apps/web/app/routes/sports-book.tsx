import { data } from 'react-router';
import { SportsbookPage } from '../features/sportsbook/page/sportsbook-page';
import { sportsbookAlternates, sportsbookMeta } from '../features/sportsbook/sportsbook-meta';
import { sportsbookView } from '../features/sportsbook/sportsbook-path';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import type { Route } from './+types/sports-book';

/**
 * `/sports-book/` (spec section 2, `sportsBook`): every sport, `/sports-book/{sport}/` one sport, and
 * `/sports-book/event-{match id}/` a match's page; any other slug is not a page (404). A noLoadData route: the
 * catalogue and the player's bets load in the browser, and the server renders the frame with placeholders. The
 * loader only reads the address, so the language switch and the hreflang links keep the view.
 */
function load(slug: string | undefined) {
  const view = sportsbookView(slug);
  if (!view) throw data(null, { status: 404 });
  return { view, seo: { alternates: sportsbookAlternates(view) } };
}

export const handle: I18nHandle = { i18n: ['sportsbook'] };

export const loader = ({ params }: Route.LoaderArgs) => load(params.slug);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => load(params.slug);
export const meta = (args: Route.MetaArgs) => sportsbookMeta(args.matches, args.loaderData?.view);

export default function SportsBookRoute({ loaderData }: Route.ComponentProps) {
  return <SportsbookPage view={loaderData.view} />;
}
