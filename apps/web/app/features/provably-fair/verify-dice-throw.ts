import { type DiceThrow, fairDiceThrow, serverSeedHash } from '@casino/game-math';

/** What the chance form holds, as typed. */
export interface ChanceFields {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
}

export type ChanceVerification =
  | { ok: true; computedHash: string; hashMatches: boolean | null; result: DiceThrow }
  | { ok: false; errors: Partial<Record<keyof ChanceFields, 'required' | 'nonce'>> };

const INTEGER = /^\d{1,9}$/;

/**
 * Recomputes a dice activity's throw in the browser with the server's own function: the hash commitment checked,
 * the two dice drawn from HMAC-SHA256(server seed, client seed:nonce:0).
 */
export function verifyDiceThrow(fields: ChanceFields): ChanceVerification {
  const errors: Partial<Record<keyof ChanceFields, 'required' | 'nonce'>> = {};
  const serverSeed = fields.serverSeed.trim();
  if (serverSeed === '') errors.serverSeed = 'required';
  if (fields.clientSeed === '') errors.clientSeed = 'required';
  if (!INTEGER.test(fields.nonce.trim())) errors.nonce = 'nonce';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const computedHash = serverSeedHash(serverSeed);
  const committed = fields.serverSeedHash.trim().toLowerCase();
  return {
    ok: true,
    computedHash,
    hashMatches: committed === '' ? null : committed === computedHash,
    result: fairDiceThrow({ serverSeed, clientSeed: fields.clientSeed, nonce: Number(fields.nonce.trim()) }),
  };
}
