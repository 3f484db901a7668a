import ChevronUp from 'lucide-react/icons/chevron-up';
import Ticket from 'lucide-react/icons/ticket';
import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { iconButtonClass } from '../../../components/ui/icon-button';
import { useTranslation } from '../../../lib/i18n';
import { useFormatOdds } from '../../../lib/odds-format-preference';
import { combinedOdds } from '../odds';
import { setSheetOpen, showPanelTab, usePanelState } from './panel-state';
import { usePlacement } from './placement';
import { SlipPanel } from './slip-panel';
import { systemSizeOf } from './slip-rules';
import { useSlip } from './slip-store';

/**
 * The slip on a phone (and on screens too narrow for its column): a bar above the tab bar while the slip holds
 * selections or a bet is being decided, which opens the slip and "my bets" as a sheet from the bottom.
 */
export function SlipSheet({ wide }: { wide: boolean | null }) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const { sheetOpen } = usePanelState();
  const slip = useSlip();
  const placement = usePlacement();
  const count = slip.selections.length;
  const showBar = count > 0 || placement.stage === 'pending' || placement.stage === 'placing';

  // The sheet belongs to narrow screens: widening the window to the column closes it.
  useEffect(() => {
    if (wide) setSheetOpen(false);
  }, [wide]);

  return (
    <>
      {showBar ? (
        <button
          type="button"
          onClick={() => showPanelTab('slip', true)}
          aria-haspopup="dialog"
          aria-expanded={sheetOpen}
          data-testid="slip-bar"
          className="fixed inset-x-3 bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 flex h-14 items-center gap-3 rounded-2xl bg-accent px-4 text-left text-accent-fg shadow-elevation lg:inset-x-auto lg:right-6 lg:bottom-6 lg:w-96 header:hidden"
        >
          <span className="relative">
            <Ticket className="size-5.5" aria-hidden="true" />
            <span className="absolute -top-2 -right-2.5 grid size-5 place-items-center rounded-full bg-accent-fg text-[11px] font-extrabold text-accent tabular-nums">
              {count}
            </span>
          </span>
          <span className="min-w-0 flex-1 truncate text-sm font-bold">
            {t('sportsbook.slip.bar', { count })}
          </span>
          {count > 0 ? (
            <span className="shrink-0 rounded-lg bg-black/15 px-2 py-1 text-sm font-extrabold tabular-nums">
              {formatOdds(
                combinedOdds(
                  slip.selections.map((selection) => selection.odds),
                  systemSizeOf(slip),
                ),
              )}
            </span>
          ) : null}
          <ChevronUp className="size-5 shrink-0" aria-hidden="true" />
        </button>
      ) : null}
      <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
          <Dialog.Content
            aria-describedby={undefined}
            data-testid="slip-sheet"
            className="fixed inset-x-0 bottom-0 z-[60] flex max-h-[88dvh] flex-col rounded-t-3xl bg-surface-1 shadow-elevation ring-1 ring-line outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in lg:inset-x-auto lg:right-6 lg:bottom-6 lg:w-[26rem] lg:rounded-3xl"
          >
            <div className="flex shrink-0 items-center justify-between gap-2 px-4 pt-3">
              <Dialog.Title className="text-base font-bold text-fg">
                {t('sportsbook.slip.label')}
              </Dialog.Title>
              <Dialog.Close className={iconButtonClass()} aria-label={t('sportsbook.slip.close')}>
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
            <div className="overflow-y-auto px-4 pt-2 pb-[calc(1rem+env(safe-area-inset-bottom))]">
              <SlipPanel />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
