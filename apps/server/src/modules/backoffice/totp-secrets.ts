import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Operators' authenticator secrets as the database keeps them: encrypted with AES-256-GCM under a key derived from
 * BACKOFFICE_SECRET, so a copy of the database alone (a backup, a replica) signs no one in. The stored form names
 * its version: `v1.<iv>.<ciphertext>.<tag>`, base64url.
 */
export class TotpSecrets {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = createHash('sha256').update(`backoffice-totp:${secret}`).digest();
  }

  seal(totpSecret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const sealed = Buffer.concat([cipher.update(totpSecret, 'utf8'), cipher.final()]);
    return [VERSION, iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or an error when the stored form was changed or sealed under another key. */
  open(stored: string): string {
    const [version, iv, sealed, tag] = stored.split('.');
    if (version !== VERSION || !iv || !sealed || !tag) throw new Error('not a sealed authenticator secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
