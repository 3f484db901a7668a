import { DOCUMENT_MAX_BYTES, DOCUMENTS_PER_PLAYER } from '@casino/contracts';
import { AppError, notFound, validationFailed } from '../../../platform/http/app-error.ts';

export const documentsErrors = {
  notSignedIn: () => new AppError('unauthorized', 'Sign in to continue'),
  fileTooLarge: () =>
    new AppError('file_too_large', `The file is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MiB`),
  unsupportedFileType: () =>
    new AppError('unsupported_file_type', 'Only JPEG, PNG, WebP images and PDF files are accepted'),
  tooManyDocuments: () =>
    new AppError('too_many_documents', `At most ${DOCUMENTS_PER_PLAYER} documents can be uploaded`),
  fileMissing: () => validationFailed({ file: 'required' }),
  unknownKind: () => validationFailed({ kind: 'must be one of the document kinds' }),
  notFound: () => notFound('document_not_found', 'No such document'),
  alreadyDecided: () => new AppError('document_already_decided', 'The document has already been decided'),
  reasonRequired: () => validationFailed({ reason: 'required' }),
};
