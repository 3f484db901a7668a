import { DOCUMENT_MAX_BYTES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACCEPT, documentFileProblem } from './document-file-check';

describe('document file hints', () => {
  it('accepts the image and PDF types within the size limit', () => {
    expect(documentFileProblem({ name: 'passport.png', type: 'image/png', size: 2048 })).toBeUndefined();
    expect(documentFileProblem({ name: 'scan.pdf', type: 'application/pdf', size: DOCUMENT_MAX_BYTES })).toBe(
      undefined,
    );
  });

  it('falls back to the extension when the device gives no type', () => {
    expect(documentFileProblem({ name: 'PHOTO.JPG', type: '', size: 10 })).toBeUndefined();
    expect(documentFileProblem({ name: 'notes.txt', type: '', size: 10 })).toBe(
      'profile.documents.invalidType',
    );
  });

  it('names the problem: no file, a wrong type, too large', () => {
    expect(documentFileProblem(null)).toBe('profile.documents.fileRequired');
    expect(documentFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      'profile.documents.invalidType',
    );
    expect(documentFileProblem({ name: 'a.png', type: 'image/png', size: DOCUMENT_MAX_BYTES + 1 })).toBe(
      'profile.documents.tooLarge',
    );
  });

  it('lists types and extensions for the file picker', () => {
    expect(DOCUMENT_ACCEPT).toContain('image/png');
    expect(DOCUMENT_ACCEPT).toContain('.pdf');
  });
});
