import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { iconButtonClass } from '../../components/ui/icon-button';
import { useTranslation } from '../../lib/i18n';

/**
 * A panel over the game (rules, fairness, rounds): a sheet from the bottom on phones, from the right on wider
 * screens, keeping focus inside until it closes with Esc, the cross or a tap outside.
 */
export function SidePanel({
  open,
  onClose,
  title,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/55 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid={testId}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-3xl bg-surface-1 shadow-elevation ring-1 ring-line data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[26rem] sm:rounded-l-3xl sm:rounded-tr-none"
        >
          <div className="flex items-center gap-2 border-b border-line px-5 py-3">
            <Dialog.Title className="text-base font-bold text-fg">{title}</Dialog.Title>
            <Dialog.Close className={iconButtonClass('ml-auto size-9')} aria-label={t('studio.panels.close')}>
              <X className="size-4.5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
