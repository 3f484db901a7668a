import { describe, expect, it } from 'vitest';
import { CaptchaService } from '../../../../../server/src/modules/captcha/captcha.service';
import { manualClock } from '../../../../../server/src/platform/clock';
import { cryptoRng } from '../../../../../server/src/platform/rng';
import { findNumber, solutionToken, solveChallenge } from './solve-challenge';

/** The server's own captcha, so the browser's solution is checked by the code that will check it for real. */
function server() {
  return new CaptchaService({
    isEnabled: true,
    secret: 'a-test-secret-that-is-long-enough-0123456789',
    clock: manualClock('2026-03-01T12:00:00.000Z'),
    rng: cryptoRng,
  });
}

describe('the browser captcha solver', () => {
  it("earns a token the server's verify accepts, once", async () => {
    const captcha = server();
    const token = await solveChallenge(await captcha.challenge());
    await expect(captcha.verifyCaptcha(token)).resolves.toBeUndefined();
    await expect(captcha.verifyCaptcha(token)).rejects.toMatchObject({ code: 'captcha_required' });
  });

  it('finds the number the server hid', async () => {
    const challenge = await server().challenge();
    const number = await findNumber(challenge);
    expect(number).not.toBeNull();
    expect(number).toBeLessThanOrEqual(challenge.maxnumber);
  });

  it('is refused with a wrong number', async () => {
    const captcha = server();
    const challenge = await captcha.challenge();
    const number = (await findNumber(challenge)) ?? 0;
    const wrong = solutionToken(challenge, (number + 1) % (challenge.maxnumber + 1));
    await expect(captcha.verifyCaptcha(wrong)).rejects.toMatchObject({ code: 'captcha_required' });
  });

  it('rejects a challenge without a solution', async () => {
    const challenge = await server().challenge();
    await expect(
      solveChallenge({ ...challenge, challenge: '0'.repeat(64), maxnumber: 1000 }),
    ).rejects.toThrow();
  });
});
