import { CashIframePage } from '../features/cash/cash-iframe-page';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/cash-iframe';

/** `/cash-iframe` (spec section 2): the cash desk alone, without the site around it. */
export const loader = () => null;
export const clientLoader = () => null;
/** The title's messages, loaded before the page hydrates. */
export const handle: I18nHandle = { i18n: ['cash'] };
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'cash.title');

export default function CashIframeRoute() {
  return <CashIframePage />;
}
