import { BonusesPage } from '../features/bonuses/page/bonuses-page';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/bonuses';

/**
 * The bonuses page (spec section 2, `bonuses`; `?tab=sport` for the sportsbook's) is a noLoadData route: the
 * player's bonuses are loaded in the browser (the server-rendered page shows skeletons, or the login invitation
 * to a guest).
 */
export const loader = () => null;
export const clientLoader = () => null;
/** The title's messages, loaded before the page hydrates. */
export const handle: I18nHandle = { i18n: ['bonuses'] };
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'bonuses.title');

export default function BonusesPageRoute() {
  return <BonusesPage />;
}
