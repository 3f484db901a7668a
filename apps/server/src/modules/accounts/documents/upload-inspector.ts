import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { DocumentMimeType } from '@casino/contracts';
import { FILE_TYPE_HEAD_BYTES, sniffDocumentType } from './file-type.ts';

export class FileTooLargeError extends Error {
  constructor() {
    super('The file is larger than allowed');
    this.name = 'FileTooLargeError';
  }
}

export class UnsupportedFileTypeError extends Error {
  constructor() {
    super('The file is not an accepted type');
    this.name = 'UnsupportedFileTypeError';
  }
}

/**
 * Passes an upload through while measuring it: the type from its first bytes (failing as soon as they show a
 * type that is not accepted), the size (failing past `maxBytes`) and the SHA-256. The failure stops the stream
 * before the rest of the file is read or written.
 */
export class UploadInspector extends Transform {
  readonly #maxBytes: number;
  readonly #hash = createHash('sha256');
  #head = Buffer.alloc(0);
  #mimeType: DocumentMimeType | undefined;
  #sizeBytes = 0;

  constructor(maxBytes: number) {
    super();
    this.#maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const refusal = this.#inspect(chunk);
    if (refusal) {
      callback(refusal);
      return;
    }
    this.#hash.update(chunk);
    callback(null, chunk);
  }

  /** Counts and sniffs a chunk; the error that refuses the file, if this chunk shows it must be refused. */
  #inspect(chunk: Buffer): Error | undefined {
    this.#sizeBytes += chunk.length;
    if (this.#sizeBytes > this.#maxBytes) return new FileTooLargeError();
    if (this.#mimeType) return undefined;
    this.#head = Buffer.concat([this.#head, chunk]).subarray(0, FILE_TYPE_HEAD_BYTES);
    if (this.#head.length < FILE_TYPE_HEAD_BYTES) return undefined;
    this.#mimeType = sniffDocumentType(this.#head);
    return this.#mimeType ? undefined : new UnsupportedFileTypeError();
  }

  override _flush(callback: TransformCallback): void {
    // A file shorter than the longest signature is judged on what there is.
    this.#mimeType ??= sniffDocumentType(this.#head);
    callback(this.#mimeType ? null : new UnsupportedFileTypeError());
  }

  /** What was measured; only meaningful once the stream has finished without error. */
  result(): { mimeType: DocumentMimeType; sizeBytes: number; sha256: string } {
    if (!this.#mimeType) throw new UnsupportedFileTypeError();
    return { mimeType: this.#mimeType, sizeBytes: this.#sizeBytes, sha256: this.#hash.digest('hex') };
  }
}
