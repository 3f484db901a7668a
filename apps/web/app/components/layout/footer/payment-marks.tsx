import { useTranslation } from '../../../lib/i18n';

export type PaymentMark = 'visa' | 'mastercard' | 'googlePay' | 'applePay';

const BADGE = 'flex h-9 w-[62px] items-center justify-center rounded-lg bg-white ring-1 ring-black/5';

/** Simple drawn marks of the accepted payment methods (no downloaded logos); the cash desk shows them too. */
export const PAYMENT_MARKS: Record<PaymentMark, React.ReactNode> = {
  visa: (
    <svg viewBox="0 0 48 16" className="h-3.5" aria-hidden="true" focusable="false">
      <text
        x="24"
        y="13.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="16"
        fontStyle="italic"
        fontWeight="900"
        fill="#1a1f71"
        letterSpacing="0.5"
      >
        VISA
      </text>
    </svg>
  ),
  mastercard: (
    <svg viewBox="0 0 38 24" className="h-6" aria-hidden="true" focusable="false">
      <circle cx="14" cy="12" r="9" fill="#eb001b" />
      <circle cx="24" cy="12" r="9" fill="#f79e1b" />
      <path d="M19 4.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" fill="#ff5f00" />
    </svg>
  ),
  googlePay: (
    <svg viewBox="0 0 46 18" className="h-4" aria-hidden="true" focusable="false">
      <text x="0" y="14" fontFamily="Arial, sans-serif" fontSize="15" fontWeight="700">
        <tspan fill="#4285f4">G</tspan>
        <tspan fill="#5f6368" dx="2">
          Pay
        </tspan>
      </text>
    </svg>
  ),
  applePay: (
    <svg viewBox="0 0 46 18" className="h-4" aria-hidden="true" focusable="false">
      <path
        d="M8.6 4.1c.5-.6.8-1.4.7-2.2-.7 0-1.6.5-2.1 1.1-.5.5-.9 1.4-.8 2.1.8.1 1.6-.4 2.2-1Zm.7 1.2c-1.2-.1-2.2.7-2.8.7-.6 0-1.5-.6-2.4-.6C2.8 5.4 1.6 6.2 1 7.4c-1.3 2.2-.3 5.5.9 7.3.6.9 1.3 1.8 2.3 1.8.9 0 1.2-.6 2.3-.6s1.4.6 2.3.6c1 0 1.6-.9 2.2-1.8.7-1 1-2 1-2-.1 0-1.9-.8-1.9-2.9 0-1.8 1.5-2.7 1.5-2.7-.8-1.3-2.1-1.4-2.3-1.5Z"
        fill="#000"
      />
      <text x="14" y="14.5" fontFamily="Arial, sans-serif" fontSize="14.5" fontWeight="600" fill="#000">
        Pay
      </text>
    </svg>
  ),
};

const METHODS = Object.keys(PAYMENT_MARKS) as PaymentMark[];

export function PaymentMarks() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('payments.label')} className="flex flex-wrap gap-2">
      {METHODS.map((method) => (
        <li key={method} className={BADGE} title={t(`payments.${method}`)}>
          {PAYMENT_MARKS[method]}
          <span className="sr-only">{t(`payments.${method}`)}</span>
        </li>
      ))}
    </ul>
  );
}
