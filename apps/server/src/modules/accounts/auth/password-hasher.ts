import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt parameters (OWASP: N=2^17 r=8 p=1 for interactive logins; 2^15 keeps a login near 50 ms on small cores). */
export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params: ScryptParameters): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * Hashes and verifies passwords with scrypt. The stored form names its parameters
 * (`scrypt$N$r$p$salt$hash`), so raising the cost later keeps old hashes verifiable.
 */
export class PasswordHasher {
  readonly #params: ScryptParameters;
  /** A hash of a random password, verified against when the login does not exist, so timing reveals nothing. */
  #decoy: Promise<string> | undefined;

  constructor(params: ScryptParameters = DEFAULT_SCRYPT) {
    this.#params = params;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.#params);
    const { N, r, p } = this.#params;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, N, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), {
      N: Number(N),
      r: Number(r),
      p: Number(p),
    });
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** Spends the same time as a real verification and fails, for logins that do not exist. */
  async verifyNobody(password: string): Promise<false> {
    this.#decoy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(password, await this.#decoy);
    return false;
  }
}
