import { CashIframePage } from '../features/cash/cash-iframe-page';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/cash-iframe';

/** `/cash-iframe` (spec section 2): the cash desk alone, without the site around it. */
export const loader = () => null;
export const clientLoader = () => null;
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'cash.title');

export default function CashIframeRoute() {
  return <CashIframePage />;
}
