import { SportsbookPage } from '../features/sportsbook/page/sportsbook-page';
import { sportsbookAlternates, sportsbookMeta } from '../features/sportsbook/sportsbook-meta';
import type { SportsbookView } from '../features/sportsbook/sportsbook-path';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import type { Route } from './+types/express-of-the-day';

/**
 * `/sports-book/express-of-the-day/` (spec section 2, `expressOfTheDay`), also in the in-app area: the day's proposed
 * express in the sportsbook's frame, beside the bet slip. Ranked before `/sports-book/:slug?/`. A noLoadData route:
 * the express loads in the browser.
 */
const VIEW: SportsbookView = { kind: 'express' };

function load() {
  return { view: VIEW, seo: { alternates: sportsbookAlternates(VIEW) } };
}

export const handle: I18nHandle = { i18n: ['sportsbook'] };

export const loader = () => load();
export const clientLoader = () => load();
export const meta = (args: Route.MetaArgs) => sportsbookMeta(args.matches, args.loaderData?.view);

export default function ExpressOfTheDayRoute() {
  return <SportsbookPage view={VIEW} />;
}
