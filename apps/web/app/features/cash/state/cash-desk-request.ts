import { splitLanguagePrefix } from '@casino/contracts';
import { opensCashDesk } from '../../../lib/cash-entry';
import { isGameSlug } from '../../../lib/game-slug';
import { isUuid } from './uuid';

export type CashTab = 'deposit' | 'withdraw';

/** What the address asks the cash desk to show (spec section 2, cash desk routes). */
export type CashDeskRequest =
  | {
      view: 'desk';
      tab: CashTab;
      /** `/cash/bonus/{bonusId}/`: the deposit carries this bonus. */
      bonusId: number | null;
      /** `?paymentId=`: the result of a payment the provider returned from outside the cash desk. */
      paymentId: string | null;
    }
  | {
      view: 'taxId';
      /** The game to continue to once the tax ID is saved. */
      slug: string | null;
      isMoney: boolean;
    };

const BONUS_PATH = /^\/cash\/bonus\/([1-9][0-9]{0,8})\/?$/;
const TAX_ID_PATH = /^\/inn\/?$/;

/**
 * The cash desk view for an address, or null when the address does not open it: `/inn/` (the tax-ID view), any
 * path containing /cash/ or a hash containing cash (the deposit view; withdrawals when the path or hash names
 * them), `/cash/bonus/{id}/` with its bonus, and `?paymentId=` with the payment's result.
 */
export function cashDeskRequest(url: {
  pathname: string;
  search: string;
  hash: string;
}): CashDeskRequest | null {
  const { path } = splitLanguagePrefix(url.pathname);
  const query = new URLSearchParams(url.search);
  if (TAX_ID_PATH.test(path)) {
    const slug = query.get('slug');
    const isMoney = query.get('isMoney');
    return {
      view: 'taxId',
      slug: slug && isGameSlug(slug) ? slug : null,
      isMoney: isMoney === 'true' || isMoney === '1',
    };
  }
  if (!opensCashDesk(url)) return null;
  const bonus = BONUS_PATH.exec(path)?.[1];
  const paymentId = query.get('paymentId');
  return {
    view: 'desk',
    tab: path.includes('withdraw') || url.hash.includes('withdraw') ? 'withdraw' : 'deposit',
    bonusId: bonus ? Number(bonus) : null,
    paymentId: isUuid(paymentId) ? paymentId : null,
  };
}

/** A stable text for a request, so effects run once per distinct request rather than per render. */
export function cashDeskRequestKey(request: CashDeskRequest | null): string {
  return request ? JSON.stringify(request) : '';
}
