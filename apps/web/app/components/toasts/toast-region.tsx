import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useToasts } from '../../lib/toasts/toast-store';

/** Toasts are rare on page load, so their rendering code loads with the first one. */
const ToastItem = lazy(() => import('./toast-item'));

/**
 * Notices: at the top on mobile, bottom-right on desktop. The live region is always in the page, so screen
 * readers announce each toast as it arrives.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section
      aria-label={t('toast.region')}
      data-testid="toast-region"
      className="pointer-events-none fixed inset-x-0 top-0 z-[9950] flex justify-center p-3 pt-[calc(0.75rem+env(safe-area-inset-top))] lg:top-auto lg:bottom-0 lg:justify-end lg:p-6"
    >
      <ol aria-live="polite" className="grid w-full max-w-sm gap-2">
        <Suspense fallback={null}>
          {toasts.map((item) => (
            <ToastItem key={item.id} item={item} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
