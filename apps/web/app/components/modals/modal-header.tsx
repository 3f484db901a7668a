import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { useTranslation } from '../../lib/i18n';
import { iconButtonClass } from '../ui/icon-button';

/** A modal's title (which names the dialog for assistive technology), optional lead text, and close button. */
export function ModalHeader({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <div className="sticky top-0 z-10 flex items-start gap-3 bg-surface-1/95 px-5 pt-5 pb-3 backdrop-blur lg:px-6 lg:pt-6">
      <div className="min-w-0 flex-1">
        <Dialog.Title className="text-xl font-bold text-fg">{title}</Dialog.Title>
        {description ? <p className="mt-1.5 text-sm leading-relaxed text-muted">{description}</p> : null}
      </div>
      <Dialog.Close className={iconButtonClass('-mt-1 -mr-2')} aria-label={t('modal.close')}>
        <X className="size-5.5" aria-hidden="true" />
      </Dialog.Close>
    </div>
  );
}
