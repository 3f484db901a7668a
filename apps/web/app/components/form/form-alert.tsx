import CircleAlert from 'lucide-react/icons/circle-alert';
import { useTranslation } from '../../lib/i18n';

/** A form-level message from the server, announced as it appears. */
export function FormAlert({ messageKey }: { messageKey: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div role="alert" aria-live="assertive" className="empty:hidden">
      {messageKey ? (
        <p
          data-testid="form-error"
          className="flex items-start gap-2.5 rounded-xl bg-danger/12 px-3.5 py-3 text-sm font-medium text-danger ring-1 ring-danger/25"
        >
          <CircleAlert className="mt-px size-4.5 shrink-0" aria-hidden="true" />
          {t(messageKey)}
        </p>
      ) : null}
    </div>
  );
}
