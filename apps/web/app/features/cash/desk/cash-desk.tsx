import { type CashLocation, localizePath, TAX_ID_EXEMPT_CURRENCIES } from '@casino/contracts';
import History from 'lucide-react/icons/history';
import Wallet from 'lucide-react/icons/wallet';
import X from 'lucide-react/icons/x';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { useAppData } from '../../../lib/app-data';
import { cashLocationFor, redirectAfterRegister } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { useAppCash } from '../api/app-cash';
import { DepositView } from '../deposit/deposit-view';
import { signalSelfExcluded } from '../deposit/use-deposit-flow';
import { useCashDeskCommand } from '../state/cash-desk-commands';
import type { CashDeskRequest, CashTab } from '../state/cash-desk-request';
import { exitPopupAmount, markExitPopupShown, offersExitPopup } from '../state/exit-popup';
import { TaxIdView } from '../tax-id/tax-id-view';
import { WithdrawView } from '../withdraw/withdraw-view';
import { BalanceLine } from './balance-line';
import { DeskTabs, tabPanelId } from './desk-tabs';

const BODY_CLASS =
  'min-h-0 flex-1 overflow-y-auto px-5 pt-5 pb-[calc(1.5rem+env(safe-area-inset-bottom))] lg:px-6';

/** Where the tax-ID view was opened from, and where it leads once the tax ID is saved. */
type TaxIdOrigin = { from: 'withdraw' } | { from: 'address'; slug: string | null; isMoney: boolean };

export interface CashDeskProps {
  request: CashDeskRequest;
  /** Closes for good (the exit popup has had its chance). */
  onClose: () => void;
  /** The title element: the dialog's title in the dialog, a heading on the standalone page. */
  renderTitle: (text: string) => ReactNode;
  /** Whether a payment is with the provider, so the frame around can refuse closing by a stray click. */
  onBusyChange?: (busy: boolean) => void;
  /** Exposes the close with the exit popup's chance, for the frame's own close gestures (Esc, the overlay). */
  onRequestCloseReady?: (requestClose: () => void) => void;
  /** What player protection says of a time-out or self-exclusion in force, shown over the withdrawals. */
  pauseNotice?: ReactNode;
}

/**
 * The cash desk: the title with the balance, deposit and withdraw tabs, and the tax-ID view. Closing the deposit
 * tab of a player who never deposited offers the exit popup first (once per session).
 */
export function CashDesk({
  request,
  onClose,
  renderTitle,
  onBusyChange,
  onRequestCloseReady,
  pauseNotice,
}: CashDeskProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appMain, i18nLang } = useAppData();
  const { player } = appMain;
  const cash = useAppCash();
  const [location] = useState<CashLocation>(() => cashLocationFor(window.location));
  const [tab, setTab] = useState<CashTab>(request.view === 'desk' ? request.tab : 'deposit');
  const [taxId, setTaxId] = useState<TaxIdOrigin | null>(
    request.view === 'taxId' ? { from: 'address', slug: request.slug, isMoney: request.isMoney } : null,
  );
  const [busy, setBusy] = useState(false);
  const command = useCashDeskCommand();

  // The registration location is reported once; later openings are the player's own.
  useEffect(() => redirectAfterRegister.set(false), []);

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  useEffect(() => {
    if (command?.type === 'close') onClose();
    if (command?.type === 'setAmount') {
      setTaxId(null);
      setTab('deposit');
    }
  }, [command, onClose]);

  const requestClose = useCallback(() => {
    const onDepositView = tab === 'deposit' && taxId === null && !busy;
    const amount = cash.data ? exitPopupAmount(cash.data.currency, cash.data.minDeposit) : null;
    if (amount && offersExitPopup({ depositsCount: player.depositsCount, onDepositView })) {
      markExitPopupShown();
      openModal('ExitPopup', { amount: String(amount.amount), currency: amount.currency });
      return;
    }
    onClose();
  }, [tab, taxId, busy, cash.data, player.depositsCount, onClose]);

  useEffect(() => onRequestCloseReady?.(requestClose), [requestClose, onRequestCloseReady]);

  const selfExcluded = useCallback(
    (error: unknown) => {
      onClose();
      signalSelfExcluded(error);
    },
    [onClose],
  );

  // Spec section 8: a player flagged as self-excluded gets no deposit view, only the Ludoman modal (withdrawals
  // of what is left stay open to them).
  const excluded = player.ludomanRequestStatus === 'active';
  useEffect(() => {
    if (excluded && tab === 'deposit' && taxId === null) selfExcluded(null);
  }, [excluded, tab, taxId, selfExcluded]);

  /** Once the tax ID is saved (or not needed): on to the game the address named, back to withdrawals, or out. */
  const continueAfterTaxId = useCallback(() => {
    if (taxId?.from === 'address' && taxId.slug) {
      const game = MAIN_ROUTES.game.path.replace(':slug', taxId.slug);
      void navigate(`${localizePath(game, i18nLang)}${taxId.isMoney ? '?isMoney=true' : ''}`, {
        replace: true,
      });
    } else if (taxId?.from === 'withdraw') {
      setTaxId(null);
      setTab('withdraw');
    } else {
      onClose();
    }
  }, [taxId, navigate, i18nLang, onClose]);

  // Spec section 5: currencies on the exempt list (RUB, USD) skip the tax-ID view.
  const taxIdExempt = TAX_ID_EXEMPT_CURRENCIES.includes(player.currency);
  useEffect(() => {
    if (taxId?.from === 'address' && taxIdExempt) continueAfterTaxId();
  }, [taxId, taxIdExempt, continueAfterTaxId]);

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="cash-desk" data-tab={taxId ? 'tax-id' : tab}>
      <header className="grid gap-4 border-b border-line px-5 pt-5 pb-4 lg:px-6 lg:pt-6">
        <div className="flex items-start gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent text-accent-fg shadow-[0_8px_24px_-10px_var(--brand-accent)]">
            <Wallet className="size-5.5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            {renderTitle(t('cash.title'))}
            <BalanceLine />
          </div>
          <Link
            to={`${localizePath(MAIN_ROUTES.profile.path, i18nLang)}#transactions`}
            className={iconButtonClass('-mt-1')}
            aria-label={t('cash.historyLink')}
            title={t('cash.historyLink')}
          >
            <History className="size-5" aria-hidden="true" />
          </Link>
          <button
            type="button"
            onClick={requestClose}
            className={iconButtonClass('-mt-1 -mr-2')}
            aria-label={t('cash.close')}
            data-testid="cash-desk-close"
          >
            <X className="size-5.5" aria-hidden="true" />
          </button>
        </div>
        {taxId ? null : <DeskTabs tab={tab} onChange={setTab} />}
        {excluded ? pauseNotice : null}
      </header>
      {taxId ? (
        <div className={BODY_CLASS}>
          <TaxIdView
            currency={player.currency}
            onSaved={continueAfterTaxId}
            onBack={taxId.from === 'withdraw' ? () => setTaxId(null) : null}
          />
        </div>
      ) : (
        <div className={BODY_CLASS} role="tabpanel" id={tabPanelId(tab)} aria-labelledby={`cash-tab-${tab}`}>
          {tab === 'deposit' ? (
            <DepositView
              bonusId={request.view === 'desk' ? request.bonusId : null}
              resumePaymentId={request.view === 'desk' ? request.paymentId : null}
              location={location}
              onClose={onClose}
              onBusyChange={setBusy}
              onSelfExcluded={selfExcluded}
            />
          ) : (
            <WithdrawView onTaxId={() => setTaxId({ from: 'withdraw' })} />
          )}
        </div>
      )}
    </div>
  );
}
