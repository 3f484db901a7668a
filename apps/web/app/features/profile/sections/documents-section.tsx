import { DOCUMENT_KINDS, type DocumentKind } from '@casino/contracts';
import Paperclip from 'lucide-react/icons/paperclip';
import Upload from 'lucide-react/icons/upload';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';
import { useDocuments, useUploadDocument } from '../api/documents';
import { profileErrorKey } from '../api/profile-errors';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_MEGABYTES, documentFileProblem } from '../document-file-check';
import { ProfileSection } from '../ui/profile-section';
import { SaveButton } from '../ui/save-button';
import { DocumentList } from './document-list';
import { VerificationCard } from './verification-card';

/** Identity documents: the verification status, what was uploaded, and the upload form. */
export function DocumentsSection() {
  const { t } = useTranslation();
  const documents = useDocuments();
  return (
    <ProfileSection id="documents" title={t('profile.documents.title')} lead={t('profile.documents.lead')}>
      <div className="grid gap-6">
        {documents.data ? (
          <>
            <VerificationCard status={documents.data.verificationStatus} />
            <DocumentList documents={documents.data.documents} />
          </>
        ) : documents.isError ? (
          <FormAlert messageKey={profileErrorKey(documents.error)} />
        ) : (
          <div className="grid gap-3" data-testid="documents-loading">
            <Skeleton className="h-20" />
            <Skeleton className="h-14" />
          </div>
        )}
        <UploadForm />
      </div>
    </ProfileSection>
  );
}

function UploadForm() {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind>('passport');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const sizeHint = { size: DOCUMENT_MAX_MEGABYTES };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setServerError(undefined);
    setProblem(chosen ? documentFileProblem(chosen) : undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = documentFileProblem(file);
    setProblem(found);
    if (found || !file) {
      fileInput.current?.focus();
      return;
    }
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => {
          choose(null);
          if (fileInput.current) fileInput.current.value = '';
          openModal('VerificationConfirm');
        },
        onError: (error) => setServerError(profileErrorKey(error)),
      },
    );
  };

  const fileError = problem ? `${id}-file-error` : undefined;
  return (
    <form
      noValidate
      onSubmit={submit}
      data-testid="document-upload-form"
      className="grid gap-4 rounded-2xl bg-surface-2/50 p-4 ring-1 ring-line sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('profile.documents.kind')}
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as DocumentKind)}
          data-testid="document-kind"
        >
          {DOCUMENT_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`profile.documentKind.${value}`)}
            </option>
          ))}
        </SelectField>
        <div className="grid content-start gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-semibold text-fg">
            {t('profile.documents.file')}
          </label>
          {/* The native control's own words are in the browser's language: a labelled look in ours instead. */}
          <div className="relative flex h-12 items-center gap-3 rounded-xl bg-surface-2 px-1.5 ring-1 ring-line has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent has-[[aria-invalid]]:ring-danger">
            <input
              ref={fileInput}
              id={`${id}-file`}
              name="file"
              type="file"
              accept={DOCUMENT_ACCEPT}
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={fileError ?? `${id}-file-hint`}
              data-testid="document-file"
              className="absolute inset-0 cursor-pointer opacity-0"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none inline-flex h-9 shrink-0 items-center gap-2 rounded-lg bg-surface-3 px-3 text-sm font-semibold text-fg"
            >
              <Paperclip className="size-4" />
              {t('profile.documents.chooseFile')}
            </span>
            <span
              aria-hidden="true"
              className={`pointer-events-none truncate text-sm ${file ? 'text-fg' : 'text-muted'}`}
            >
              {file?.name ?? t('profile.documents.noFile')}
            </span>
          </div>
          {problem ? (
            <p id={fileError} className="text-sm text-danger" data-testid="document-file-error">
              {t(problem, sizeHint)}
            </p>
          ) : (
            <p id={`${id}-file-hint`} className="text-xs text-muted">
              {t('profile.documents.fileHint', sizeHint)}
            </p>
          )}
        </div>
      </div>
      <FormAlert messageKey={serverError} />
      <div>
        <SaveButton pending={upload.isPending} testId="document-upload-submit">
          {upload.isPending ? null : <Upload className="size-4.5" aria-hidden="true" />}
          {t('profile.documents.upload')}
        </SaveButton>
      </div>
    </form>
  );
}
