import { LEGAL_PAGES, localizePath } from '@casino/contracts';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { useBrand, useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { MODAL_LAYERS } from '../../../lib/modals/modal-registry';
import { confirmAge } from '../consent/first-visit-store';

/** Above every modal a deep link may open on a first visit: the age question comes first. */
const AGE_GATE_LAYER = MODAL_LAYERS.modal + 1;

/** Where "no" leads: away from the site, to a neutral page. */
const WAY_OUT = 'https://www.google.com/';

/**
 * The 18+ question of a first visit: it cannot be dismissed, only answered. It is drawn in place, not in a portal:
 * a portal renders only in the browser, and the server draws the question into the page, so it shows at the first
 * paint rather than after hydration.
 */
export default function AgeGate() {
  const { t } = useTranslation();
  const brand = useBrand();
  const lang = useLanguage();
  const confirmButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open>
      <Dialog.Overlay
        style={{ zIndex: AGE_GATE_LAYER }}
        className="fixed inset-0 bg-black/80 backdrop-blur-md"
      />
      <Dialog.Content
        data-testid="age-gate"
        style={{ zIndex: AGE_GATE_LAYER }}
        // The question opens as the page hydrates: focus moved then would make the browser compute the whole
        // page's style inside hydration's commit (a long task on a phone). After the next paint it is computed.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          afterNextPaint(() => confirmButton.current?.focus());
        }}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        className="fixed top-1/2 left-1/2 grid w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 justify-items-center gap-4 rounded-3xl bg-surface-1 px-6 py-8 text-center shadow-elevation ring-1 ring-line outline-none"
      >
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full border-[3px] border-danger text-xl font-black text-danger"
        >
          18+
        </span>
        <Dialog.Title className="text-xl font-bold text-balance text-fg">{t('legal.age.title')}</Dialog.Title>
        <Dialog.Description className="text-sm leading-relaxed text-muted">
          {t('legal.age.text', { brand: brand.name })}
        </Dialog.Description>
        <div className="mt-1 grid w-full gap-2">
          <Button ref={confirmButton} data-testid="age-confirm" size="lg" onClick={confirmAge}>
            {t('legal.age.confirm')}
          </Button>
          <a href={WAY_OUT} rel="noreferrer" className={buttonClass('ghost', 'md')}>
            {t('legal.age.leave')}
          </a>
        </div>
        <Link
          to={localizePath(LEGAL_PAGES.responsibleGaming, lang)}
          className="text-sm font-semibold text-accent hover:text-accent-strong"
        >
          {t('legal.age.responsible')}
        </Link>
      </Dialog.Content>
    </Dialog.Root>
  );
}
