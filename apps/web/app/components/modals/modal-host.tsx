import { lazy, Suspense, useState } from 'react';
import { useModalState } from '../../lib/modals/modal-store';

/** The dialog frame brings the dialog library with it, so it loads with the first modal, not with the page. */
const ModalFrame = lazy(() => import('./modal-frame'));

/**
 * Where modals appear (spec section 2). The open modal comes from the modal store: `open` drives the dialog,
 * `loaded` keeps it mounted through the closing animation.
 */
export function ModalHost() {
  const state = useModalState();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setContainer}
      data-testid="modal-host"
      data-modal={state.name ?? undefined}
      data-state={state.open ? 'open' : 'closed'}
    >
      {state.loaded && state.name && container ? (
        <Suspense fallback={null}>
          <ModalFrame name={state.name} params={state.params} open={state.open} container={container} />
        </Suspense>
      ) : null}
    </div>
  );
}
