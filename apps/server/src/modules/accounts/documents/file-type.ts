import type { DocumentMimeType } from '@casino/contracts';

/** Bytes needed to recognise every accepted type (WebP's signature ends at byte 12). */
export const FILE_TYPE_HEAD_BYTES = 12;

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** Magic numbers of the accepted types: the bytes a file of that type starts with, at the given offsets. */
const SIGNATURES: { mimeType: DocumentMimeType; parts: { offset: number; bytes: Buffer }[] }[] = [
  { mimeType: 'image/jpeg', parts: [{ offset: 0, bytes: Buffer.from([0xff, 0xd8, 0xff]) }] },
  {
    mimeType: 'image/png',
    parts: [{ offset: 0, bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) }],
  },
  {
    mimeType: 'image/webp',
    parts: [
      { offset: 0, bytes: ascii('RIFF') },
      { offset: 8, bytes: ascii('WEBP') },
    ],
  },
  { mimeType: 'application/pdf', parts: [{ offset: 0, bytes: ascii('%PDF-') }] },
];

/**
 * The type of a file judged by its first bytes, or undefined when it is none of the accepted types. The name and
 * the declared content type are the sender's claims and are never consulted.
 */
export function sniffDocumentType(head: Buffer): DocumentMimeType | undefined {
  return SIGNATURES.find(({ parts }) =>
    parts.every(({ offset, bytes }) => head.subarray(offset, offset + bytes.length).equals(bytes)),
  )?.mimeType;
}
