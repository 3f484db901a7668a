import { createHmac, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from './bytes.ts';
import { hmacSha256, hmacSha256Hex } from './hmac-sha256.ts';

const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));
const ascii = (text: string) => new TextEncoder().encode(text);

/** RFC 4231 section 4: keys, data and HMAC-SHA-256 results (case 5 is truncated to 128 bits by the RFC). */
const RFC_4231 = [
  {
    key: hex('0b'.repeat(20)),
    data: ascii('Hi There'),
    mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
  },
  {
    key: ascii('Jefe'),
    data: ascii('what do ya want for nothing?'),
    mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  },
  {
    key: hex('aa'.repeat(20)),
    data: hex('dd'.repeat(50)),
    mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
  },
  {
    key: hex('0102030405060708090a0b0c0d0e0f10111213141516171819'),
    data: hex('cd'.repeat(50)),
    mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
  },
  { key: hex('0c'.repeat(20)), data: ascii('Test With Truncation'), mac: 'a3b6167473100ee06e0c796c2955552b' },
  {
    key: hex('aa'.repeat(131)),
    data: ascii('Test Using Larger Than Block-Size Key - Hash Key First'),
    mac: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
  },
  {
    key: hex('aa'.repeat(131)),
    data: ascii(
      'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
    ),
    mac: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
  },
];

describe('hmacSha256', () => {
  it.each(RFC_4231.map((vector, i) => [i + 1, vector] as const))(
    'matches RFC 4231 test case %i',
    (_, vector) => {
      expect(bytesToHex(hmacSha256(vector.key, vector.data)).slice(0, vector.mac.length)).toBe(vector.mac);
    },
  );

  it('matches node:crypto for keys and messages of every size class', () => {
    for (const keyLength of [0, 1, 31, 32, 63, 64, 65, 200]) {
      for (const messageLength of [0, 1, 55, 56, 64, 119, 120, 1000]) {
        const key = randomBytes(keyLength);
        const message = randomBytes(messageLength);
        expect(bytesToHex(hmacSha256(key, message))).toBe(
          createHmac('sha256', key).update(message).digest('hex'),
        );
      }
    }
  });

  it('matches node:crypto on random text keys and messages', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 150 }), fc.string({ maxLength: 300 }), (key, message) => {
        expect(hmacSha256Hex(key, message)).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }),
      { numRuns: 500 },
    );
  });
});
