import type { PaymentMethodSlug } from '@casino/contracts';
import Landmark from 'lucide-react/icons/landmark';
import { PAYMENT_MARKS } from '../../../components/layout/footer/payment-marks';

const BADGE = 'flex h-9 w-14 shrink-0 items-center justify-center rounded-lg';

/** A bank card drawn in the brand's accent: chip and number lines, no issuer logo. */
function CardGlyph() {
  return (
    <svg viewBox="0 0 56 36" className="h-9 w-14" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="cash-card-glyph" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--brand-accent)" />
          <stop offset="1" stopColor="var(--brand-accent-strong)" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="54" height="34" rx="6" fill="url(#cash-card-glyph)" />
      <rect x="8" y="10" width="10" height="8" rx="2" fill="#f5d37a" />
      <path d="M11 10v8M15 10v8M8 14h10" stroke="#c9a24a" strokeWidth="0.8" />
      <rect x="8" y="24" width="26" height="3" rx="1.5" fill="white" opacity="0.75" />
      <circle cx="42" cy="25.5" r="4" fill="white" opacity="0.55" />
      <circle cx="47" cy="25.5" r="4" fill="white" opacity="0.35" />
    </svg>
  );
}

/** The mark of a deposit or withdrawal method in its tile. */
export function MethodMark({ slug }: { slug: PaymentMethodSlug }) {
  switch (slug) {
    case 'card':
      return <CardGlyph />;
    case 'google_pay':
      return <span className={`${BADGE} bg-white ring-1 ring-black/5`}>{PAYMENT_MARKS.googlePay}</span>;
    case 'apple_pay':
      return <span className={`${BADGE} bg-white ring-1 ring-black/5`}>{PAYMENT_MARKS.applePay}</span>;
    case 'bank_transfer':
      return (
        <span className={`${BADGE} bg-surface-3 text-fg ring-1 ring-line`}>
          <Landmark className="size-5" aria-hidden="true" />
        </span>
      );
  }
}

/** The issuer mark of a saved card by the brand the provider reported (`visa`, `mastercard`...). */
export function CardBrandMark({ brand }: { brand: string }) {
  const known = brand.toLowerCase();
  if (known === 'visa' || known === 'mastercard') {
    return <span className={`${BADGE} bg-white ring-1 ring-black/5`}>{PAYMENT_MARKS[known]}</span>;
  }
  return <CardGlyph />;
}
