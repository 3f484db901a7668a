import { Dialog } from 'radix-ui';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { ModalName } from '../../lib/modals/modal-names';
import {
  MODAL_LAYERS,
  type ModalBodyProps,
  type ModalEntry,
  type ModalParams,
} from '../../lib/modals/modal-registry';
import { closeModal, registeredModal } from '../../lib/modals/modal-store';
import { Skeleton } from '../ui/skeleton';

const bodies = new Map<ModalName, LazyExoticComponent<ComponentType<ModalBodyProps>>>();

/** One lazy component per modal, so reopening a modal does not reload or remount its code. */
function modalBody(name: ModalName, entry: ModalEntry) {
  let body = bodies.get(name);
  if (!body) {
    body = lazy(entry.load);
    bodies.set(name, body);
  }
  return body;
}

const DIALOG_HEIGHT = 'lg:max-h-[min(85dvh,48rem)]';

/** Width (and height) on desktop by the modal's size. */
const SIZES: Record<NonNullable<ModalEntry['size']>, string> = {
  sm: `lg:w-[min(26rem,calc(100vw-2rem))] ${DIALOG_HEIGHT}`,
  md: `lg:w-[min(32rem,calc(100vw-2rem))] ${DIALOG_HEIGHT}`,
  lg: `lg:w-[min(48rem,calc(100vw-2rem))] ${DIALOG_HEIGHT}`,
  full: 'lg:h-[min(92dvh,64rem)] lg:w-[min(96rem,calc(100vw-3rem))]',
};

function LoadingBody() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 p-6" role="status">
      <Dialog.Title className="sr-only">{t('common.loading')}</Dialog.Title>
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="mt-2 h-12 w-full" />
    </div>
  );
}

interface ModalFrameProps {
  name: ModalName;
  params: ModalParams;
  open: boolean;
  container: HTMLElement;
}

/**
 * The dialog around every modal: focus kept inside, Esc and the overlay close it, labelled by the body's
 * title. Centred on desktop, a full-screen sheet on mobile.
 */
export default function ModalFrame({ name, params, open, container }: ModalFrameProps) {
  const entry = registeredModal(name);
  if (!entry) return null;
  const Body = modalBody(name, entry);
  const zIndex = MODAL_LAYERS[entry.layer ?? 'modal'];
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeModal())}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay
          style={{ zIndex }}
          className="fixed inset-0 bg-black/65 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          style={{ zIndex }}
          aria-describedby={undefined}
          className={`fixed inset-0 flex flex-col overflow-y-auto bg-surface-1 outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in lg:inset-auto lg:top-1/2 lg:left-1/2 lg:-translate-x-1/2 lg:-translate-y-1/2 lg:rounded-3xl lg:shadow-elevation lg:ring-1 lg:ring-line lg:data-[state=closed]:animate-dialog-out lg:data-[state=open]:animate-dialog-in ${SIZES[entry.size ?? 'md']}`}
        >
          <Suspense fallback={<LoadingBody />}>
            <Body params={params} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
