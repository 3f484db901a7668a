import { Dialog } from 'radix-ui';
import { type ReactNode, useRef, useState } from 'react';
import { MODAL_LAYERS } from '../../../lib/modals/modal-registry';
import type { CashDeskRequest } from '../state/cash-desk-request';
import { CashDesk } from './cash-desk';

/** Below the registry's modals, so the ones the cash desk opens (verification info, confirmations) show over it. */
const CASH_DESK_LAYER = MODAL_LAYERS.modal - 100;

/**
 * The cash desk as a focused dialog: centred on desktop, a full-screen sheet on mobile. Esc, the close button and
 * the overlay close it (the overlay not while a payment is with the provider, where a stray click would lose it).
 */
export default function CashDeskDialog({
  request,
  onClose,
  pauseNotice,
}: {
  request: CashDeskRequest;
  onClose: () => void;
  pauseNotice?: ReactNode;
}) {
  const requestClose = useRef<() => void>(onClose);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : requestClose.current())}>
      <Dialog.Portal>
        <Dialog.Overlay
          style={{ zIndex: CASH_DESK_LAYER }}
          className="fixed inset-0 bg-black/65 backdrop-blur-sm data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          style={{ zIndex: CASH_DESK_LAYER }}
          aria-describedby={undefined}
          onPointerDownOutside={(event) => {
            if (busy) event.preventDefault();
          }}
          className="fixed inset-0 flex flex-col bg-surface-1 outline-none data-[state=open]:animate-sheet-in lg:inset-auto lg:top-1/2 lg:left-1/2 lg:h-[min(90dvh,54rem)] lg:w-[min(31rem,calc(100vw-2rem))] lg:-translate-x-1/2 lg:-translate-y-1/2 lg:rounded-3xl lg:shadow-elevation lg:ring-1 lg:ring-line lg:data-[state=open]:animate-dialog-in"
        >
          <CashDesk
            request={request}
            pauseNotice={pauseNotice}
            onClose={onClose}
            onBusyChange={setBusy}
            onRequestCloseReady={(close) => {
              requestClose.current = close;
            }}
            renderTitle={(text) => (
              <Dialog.Title className="text-xl font-bold tracking-tight text-fg">{text}</Dialog.Title>
            )}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
