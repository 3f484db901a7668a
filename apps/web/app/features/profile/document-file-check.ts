import { DOCUMENT_FILE_EXTENSIONS, DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES } from '@casino/contracts';

/** Megabytes the hints name. */
export const DOCUMENT_MAX_MEGABYTES = Math.round(DOCUMENT_MAX_BYTES / (1024 * 1024));

/** The file picker's `accept`: types and extensions, since some systems only know one of them. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_MIME_TYPES, ...DOCUMENT_FILE_EXTENSIONS].join(',');

function hasAcceptedType(file: Pick<File, 'name' | 'type'>): boolean {
  if ((DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return true;
  // Some devices send no type at all: the name is the only hint; the server checks the content either way.
  const name = file.name.toLowerCase();
  return file.type === '' && DOCUMENT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * An early hint before uploading (the server decides, by the file's content): the message key of the problem,
 * or undefined.
 */
export function documentFileProblem(file: Pick<File, 'name' | 'type' | 'size'> | null): string | undefined {
  if (!file) return 'profile.documents.fileRequired';
  if (!hasAcceptedType(file)) return 'profile.documents.invalidType';
  if (file.size > DOCUMENT_MAX_BYTES) return 'profile.documents.tooLarge';
  return undefined;
}
