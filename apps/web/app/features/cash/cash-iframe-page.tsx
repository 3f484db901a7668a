import { localizePath } from '@casino/contracts';
import Wallet from 'lucide-react/icons/wallet';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useAppData } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { brandModalName } from '../../lib/modals/modal-names';
import { openModal } from '../../lib/modals/modal-store';
import { useHydrated } from '../../lib/use-hydrated';
import { CashDesk } from './desk/cash-desk';
import type { CashDeskRequest } from './state/cash-desk-request';
import { isUuid } from './state/uuid';

/** What the standalone cash desk tells the page around it when the player closes it. */
export const CASH_WIDGET_CLOSE_MESSAGE = 'cash:close';

/**
 * `/cash-iframe` (spec section 2: renders with no main view): the cash desk alone, filling the page, for the
 * separate cash widget and the apps. Closing tells the embedding page; a guest is asked to log in.
 */
export function CashIframePage() {
  const { t } = useTranslation();
  const { appMain, i18nLang } = useAppData();
  const navigate = useNavigate();
  const { player } = appMain;
  const features = appMain.project.brand.features;
  const hydrated = useHydrated();
  const location = useLocation();
  const request = useMemo<CashDeskRequest>(() => {
    const query = new URLSearchParams(location.search);
    const paymentId = query.get('paymentId');
    return {
      view: 'desk',
      tab: query.get('tab') === 'withdraw' || location.hash.includes('withdraw') ? 'withdraw' : 'deposit',
      bonusId: null,
      paymentId: isUuid(paymentId) ? paymentId : null,
    };
  }, [location.search, location.hash]);
  // Embedded, the page around decides what closing means; opened on its own, it leads to the site.
  const close = useCallback(() => {
    if (window.parent !== window) window.parent.postMessage({ type: CASH_WIDGET_CLOSE_MESSAGE }, '*');
    else void navigate(localizePath('/', i18nLang));
  }, [navigate, i18nLang]);

  if (player.isGuest || !player.complete) {
    return (
      <main
        className="grid min-h-dvh place-items-center bg-surface-1 p-6 text-center"
        data-testid="cash-iframe-guest"
      >
        <div className="grid max-w-sm justify-items-center gap-4">
          <span className="grid size-14 place-items-center rounded-2xl bg-accent text-accent-fg">
            <Wallet className="size-7" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-bold text-fg">{t('cash.iframe.guestTitle')}</h1>
          <p className="text-sm text-muted">{t('cash.iframe.guestText')}</p>
          <Button
            size="lg"
            onClick={() =>
              player.isGuest ? openModal(brandModalName('Login', features)) : openModal('RegisterComplete')
            }
          >
            {t(player.isGuest ? 'cash.iframe.login' : 'cash.iframe.complete')}
          </Button>
        </div>
      </main>
    );
  }
  return (
    <main className="mx-auto flex h-dvh w-full max-w-xl flex-col bg-surface-1" data-testid="cash-iframe">
      {hydrated ? (
        <CashDesk
          request={request}
          onClose={close}
          renderTitle={(text) => <h1 className="text-xl font-bold tracking-tight text-fg">{text}</h1>}
        />
      ) : null}
    </main>
  );
}
