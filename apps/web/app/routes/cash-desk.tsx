import { localizePath, splitLanguagePrefix } from '@casino/contracts';
import { HomePage } from '../features/content/home/home-page';
import { HomeGamesSection } from '../features/games/home/home-games-section';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import { clientPageData, serverPageData } from '../lib/page-data';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/cash-desk';

/** The cash desk opens over the home page of the address's language (the page behind it on a direct visit). */
function homeRequest(request: Request): Request {
  const url = new URL(request.url);
  const { lang } = splitLanguagePrefix(url.pathname);
  const home = new URL(localizePath('/', lang), url);
  return new Request(home, { signal: request.signal, headers: request.headers });
}

/**
 * `/cash/deposit/`, `/cash/bonus/{bonusId}/` and `/inn/` (spec section 2): the cash desk (opened by the main
 * layout's cash desk host for these addresses) over the home page.
 */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  serverPageData(homeRequest(request), context, 'home');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  clientPageData(homeRequest(request), 'home');
/** The title's messages, loaded before the page hydrates. */
export const handle: I18nHandle = { i18n: ['cash'] };
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'cash.title');

export default function CashDeskRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} GamesSection={HomeGamesSection} />;
}
