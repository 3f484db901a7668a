import { type Currency, type Language, MONEY_BOX_TOAST_MS } from '@casino/contracts';
import type { Translate } from '@casino/i18n';
import { formatAmount } from '../../../lib/money/format-amount';
import { toast } from '../../../lib/toasts/toast-store';

/**
 * The money-box collection toast (spec sections 8 and 9): a translated title with the success image, 10 s on
 * screen and no close button.
 */
export function showCollectionToast(
  t: Translate,
  returned: { amount: number; currency: Currency; lang: Language },
): void {
  toast({
    title: t('chance.moneyBox.toast.title'),
    description: t('chance.moneyBox.toast.text', {
      amount: formatAmount(returned.amount, returned.currency, returned.lang),
    }),
    tone: 'success',
    durationMs: MONEY_BOX_TOAST_MS,
    closable: false,
  });
}
