import { LotteryPage } from '../features/chance/lottery/lottery-page';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/lottery';

/**
 * The lottery's pages (spec section 2: `lottery` and `cash-or-prize-lottery/`, in the main area): a noLoadData
 * route, the lottery and the player's tickets load in the browser.
 */
export const loader = () => null;
export const clientLoader = () => null;
export const handle: I18nHandle = { i18n: ['chance'] };
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'chance.lottery.title');

export default function LotteryRoute() {
  return <LotteryPage />;
}
