import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where document files live, addressed by key (`<playerId>/<uuid>`). Files on disk now; an S3-compatible store
 * can replace this without the documents service noticing.
 */
export interface DocumentStorage {
  /** Stores all of `content` under `key`, or nothing: a failed or refused write leaves no file behind. */
  put(key: string, content: Readable): Promise<void>;
  delete(key: string): Promise<void>;
  /** The stored file, to read (the back office's preview); undefined when there is none. */
  open(key: string): Promise<Readable | undefined>;
}

const KEY_PATTERN = /^\d+\/[0-9a-f-]{36}$/;

/** Documents under a folder outside the web root (`DATA_DIR/documents`). */
export class FileSystemDocumentStorage implements DocumentStorage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  async put(key: string, content: Readable): Promise<void> {
    const target = this.#pathOf(key);
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.partial`;
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#pathOf(key), { force: true });
  }

  async open(key: string): Promise<Readable | undefined> {
    // Opened before the stream is made: a missing file is an answer here, not an error halfway through a reply.
    const handle = await open(this.#pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    return handle?.createReadStream();
  }

  /** Keys are made by the service; the check keeps any other string from reaching outside the root. */
  #pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`not a document storage key: ${key}`);
    return path.join(this.#root, key);
  }
}
