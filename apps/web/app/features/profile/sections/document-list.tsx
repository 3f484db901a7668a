import type { PlayerDocument } from '@casino/contracts';
import { formatDate } from '@casino/i18n';
import FileText from 'lucide-react/icons/file-text';
import { useTranslation } from '../../../lib/i18n';
import { type BadgeTone, StatusBadge } from '../ui/status-badge';

const STATUS_TONES: Record<PlayerDocument['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The player's uploaded documents, newest first, with each one's review status. */
export function DocumentList({ documents }: { documents: readonly PlayerDocument[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) {
    return (
      <p
        data-testid="documents-empty"
        className="rounded-2xl px-4 py-5 text-center text-sm text-muted ring-1 ring-line ring-dashed"
      >
        {t('profile.documents.empty')}
      </p>
    );
  }
  return (
    <ul aria-label={t('profile.documents.listLabel')} data-testid="documents-list" className="grid gap-2">
      {documents.map((document) => (
        <li
          key={document.id}
          data-testid="document-item"
          data-status={document.status}
          className="flex items-center gap-3 rounded-2xl bg-surface-2/60 px-4 py-3 ring-1 ring-line"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-3 text-muted">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-fg">
              {t(`profile.documentKind.${document.kind}`)}
            </p>
            <p className="truncate text-xs text-muted">
              {document.fileName} ·{' '}
              {t('profile.documents.uploadedAt', { date: formatDate(new Date(document.createdAt)) })}
            </p>
            {document.rejectionReason ? (
              <p className="mt-1 text-xs text-danger">
                {t('profile.documents.rejectionReason', { reason: document.rejectionReason })}
              </p>
            ) : null}
          </div>
          <StatusBadge tone={STATUS_TONES[document.status]} testId="document-status">
            {t(`profile.documentStatus.${document.status}`)}
          </StatusBadge>
        </li>
      ))}
    </ul>
  );
}
