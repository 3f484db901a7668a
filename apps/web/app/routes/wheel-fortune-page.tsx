import { WheelPage } from '../features/chance/wheel/wheel-page';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/wheel-fortune-page';

/**
 * The wheel of fortune's page (spec section 2, `wheel-fortune-mobile-page`), in the main area and the app's webview
 * area: a noLoadData route, the wheel and the player's spins load in the browser.
 */
export const loader = () => null;
export const clientLoader = () => null;
export const handle: I18nHandle = { i18n: ['chance'] };
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'chance.wheel.page.title');

export default function WheelFortunePageRoute() {
  return <WheelPage />;
}
