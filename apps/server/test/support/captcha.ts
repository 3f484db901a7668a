import { createHash } from 'node:crypto';
import type { CaptchaChallenge } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { callApi } from './test-app.ts';

/** Finds the number as the browser does: SHA-256(salt + number) = challenge; `number` forces a (wrong) one. */
export function solve(challenge: CaptchaChallenge, number?: number): string {
  let found = number;
  for (let candidate = 0; found === undefined && candidate <= challenge.maxnumber; candidate += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${candidate}`).digest('hex');
    if (hash === challenge.challenge) found = candidate;
  }
  const { algorithm, salt, signature } = challenge;
  const payload = { algorithm, challenge: challenge.challenge, number: found, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A token earned over HTTP, as a browser earns it: the challenge from the app's captcha address, solved. */
export async function solvedToken(app: FastifyInstance): Promise<string> {
  const response = await callApi(app, { url: '/rest/captcha/challenge/' });
  if (response.statusCode !== 200) throw new Error(`no challenge: ${response.statusCode} ${response.body}`);
  return solve(response.json() as CaptchaChallenge);
}
