import { bytesToHex } from '../hash/bytes.ts';
import { sha256Hex } from '../hash/sha256.ts';

const SEED_BYTES = 32;

/** The commitment shown before play: the hex SHA-256 of the server seed's text. */
export function serverSeedHash(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** A server seed (64 hex characters) from 32 bytes of a CSPRNG, supplied by the caller so this stays pure. */
export function newServerSeed(randomBytes: Uint8Array): string {
  if (randomBytes.length !== SEED_BYTES) throw new RangeError(`newServerSeed: need ${SEED_BYTES} bytes`);
  return bytesToHex(randomBytes);
}
