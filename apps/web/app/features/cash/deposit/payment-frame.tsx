import ArrowLeft from 'lucide-react/icons/arrow-left';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { type SyntheticEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** The provider's pages are sized to their content when they are readable (same site), within these bounds. */
const FRAME_HEIGHTS = {
  page: { initial: 560, min: 380, max: 760 },
  button: { initial: 53, min: 53, max: 640 },
};

/**
 * A page of the payment provider inside the cash desk (hosted card page, 3-D Secure challenge, wallet button): the
 * way back, the security line, and the frame, which takes its page's height when it can read it.
 */
export function PaymentFrame({
  url,
  title,
  lead,
  kind = 'page',
  onBack,
}: {
  url: string;
  title: string;
  lead?: string;
  /** A wallet button starts small (spec section 9: the Apple Pay button is 53 px high) and grows with its sheet. */
  kind?: keyof typeof FRAME_HEIGHTS;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const bounds = FRAME_HEIGHTS[kind];
  const [height, setHeight] = useState(bounds.initial);

  const fit = (event: SyntheticEvent<HTMLIFrameElement>) => {
    try {
      const content = event.currentTarget.contentDocument?.documentElement.scrollHeight;
      if (content) setHeight(Math.min(Math.max(content, bounds.min), bounds.max));
    } catch {
      // Another site's page: its height cannot be read, so the frame keeps its size.
    }
  };

  return (
    <div className="grid gap-3" data-testid="payment-step">
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          onClick={onBack}
          data-testid="payment-back"
          className="-ml-2 inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-muted transition-colors hover:bg-surface-2 hover:text-fg"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('cash.frame.back')}
        </button>
        <span className="inline-flex items-center gap-1.5 text-xs font-medium text-muted">
          <LockKeyhole className="size-3.5 text-win" aria-hidden="true" />
          {t('cash.frame.secure')}
        </span>
      </div>
      {lead ? <p className="text-sm text-muted">{lead}</p> : null}
      <iframe
        src={url}
        title={title}
        allow="payment"
        onLoad={fit}
        style={{ height }}
        data-testid="payment-frame"
        className={`w-full rounded-2xl transition-[height] duration-200 ${kind === 'page' ? 'bg-white ring-1 ring-line' : ''}`}
      />
    </div>
  );
}
