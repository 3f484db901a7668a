import { bytesToHex, utf8Bytes } from './bytes.ts';
import { sha256 } from './sha256.ts';

const BLOCK_SIZE = 64;

/** HMAC-SHA256 (RFC 2104) over bytes. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const blockKey = new Uint8Array(BLOCK_SIZE);
  blockKey.set(key.length > BLOCK_SIZE ? sha256(key) : key);

  const inner = new Uint8Array(BLOCK_SIZE + message.length);
  const outer = new Uint8Array(BLOCK_SIZE + 32);
  for (let i = 0; i < BLOCK_SIZE; i++) {
    inner[i] = blockKey[i]! ^ 0x36;
    outer[i] = blockKey[i]! ^ 0x5c;
  }
  inner.set(message, BLOCK_SIZE);
  outer.set(sha256(inner), BLOCK_SIZE);
  return sha256(outer);
}

/** Hex HMAC-SHA256 with the UTF-8 bytes of `key` and `message`. */
export function hmacSha256Hex(key: string, message: string): string {
  return bytesToHex(hmacSha256(utf8Bytes(key), utf8Bytes(message)));
}
