import { splitLanguagePrefix } from '@casino/contracts';
import { useLocation } from 'react-router';
import { PaymentReturnPage } from '../features/cash/payment-return/payment-return-page';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import { privatePageMeta } from '../lib/page-meta';
import { CASH_ROUTES } from '../lib/route-table';
import type { Route } from './+types/payment-return';

/** The deposit success and fail routes: the payment provider's return addresses. */
export const loader = () => null;
export const clientLoader = () => null;
/** The title's messages, loaded before the page hydrates. */
export const handle: I18nHandle = { i18n: ['cash'] };
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'cash.title');

export default function PaymentReturnRoute() {
  const { path } = splitLanguagePrefix(useLocation().pathname);
  return <PaymentReturnPage outcome={path.startsWith(CASH_ROUTES.depositFail.path) ? 'fail' : 'success'} />;
}
