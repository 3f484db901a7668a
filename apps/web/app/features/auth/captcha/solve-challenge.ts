import type { CaptchaChallenge } from '@casino/contracts';

/**
 * The browser's side of the proof-of-work captcha, the algorithm altcha-lib v1 verifies on the server: find the
 * number n (0..maxnumber) with hex(SHA-256(salt + n)) = challenge, then send the challenge back with n as
 * base64(JSON). WebCrypto does the hashing, so this module needs no library and loads only when a form asks.
 */

/** Digests requested together: WebCrypto answers each asynchronously, so one at a time would mostly wait. */
const BATCH_SIZE = 500;

const encoder = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

type Puzzle = Pick<CaptchaChallenge, 'challenge' | 'salt' | 'maxnumber'>;

/** The smallest number that solves the challenge, or null when none up to maxnumber does. */
export async function findNumber(puzzle: Puzzle): Promise<number | null> {
  for (let start = 0; start <= puzzle.maxnumber; start += BATCH_SIZE) {
    const end = Math.min(start + BATCH_SIZE - 1, puzzle.maxnumber);
    const candidates = Array.from({ length: end - start + 1 }, (_, index) => start + index);
    const hashes = await Promise.all(candidates.map((number) => sha256Hex(`${puzzle.salt}${number}`)));
    const found = hashes.indexOf(puzzle.challenge);
    if (found >= 0) return start + found;
  }
  return null;
}

/** The captcha token of a solved challenge: the payload `verifySolution` of altcha-lib v1 reads. */
export function solutionToken(challenge: CaptchaChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}

/** Solves a challenge into its token; a challenge without a solution is a broken one and rejects. */
export async function solveChallenge(challenge: CaptchaChallenge): Promise<string> {
  const number = await findNumber(challenge);
  if (number === null) throw new Error('The captcha challenge has no solution');
  return solutionToken(challenge, number);
}
