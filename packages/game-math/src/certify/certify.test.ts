import { describe, expect, it } from 'vitest';
import type { VideoSlotConfig } from '../games/video-slot/config.ts';
import { bookOfSevens } from '../games/video-slot/configs/book-of-sevens.ts';
import { type CertifyOptions, certify, inlineRunner } from './certify.ts';
import { certificationSubjects, videoSlotSubject } from './subjects.ts';

const options: CertifyOptions = {
  seed: 'certify-test',
  roundsPerSlot: 60_000,
  rngDraws: 20_000,
  chunkRounds: 30_000,
};

/** Book of Sevens with the ace paying ten times its three-of-a-kind, its published RTP left as it was. */
const brokenBook: VideoSlotConfig = {
  ...bookOfSevens,
  symbols: bookOfSevens.symbols.map((s) =>
    s.id === 'ace' ? { ...s, pays: { ...s.pays, 3: s.pays[3]! * 10 } } : s,
  ),
};

describe('certify', () => {
  it('passes the studio games as they are', async () => {
    const subjects = certificationSubjects();
    const result = await certify(subjects, options, inlineRunner(subjects));
    expect(result.exact.flatMap((check) => check.failures)).toEqual([]);
    expect(result.simulations.map((s) => s.slug)).toHaveLength(6);
    expect(result.rng.map((r) => r.attempts[0]!.name)).toContain('runs above/below median');
    expect(result.passed).toBe(true);
  }, 60_000);

  it('fails a slot whose paytable no longer matches its published RTP, exactly and in simulation', async () => {
    const subjects = [videoSlotSubject(brokenBook)];
    const result = await certify(subjects, { ...options, rngDraws: 1000 }, inlineRunner(subjects));
    expect(result.passed).toBe(false);
    expect(result.exact[0]!.failures[0]).toMatch(/published RTP 9612 bp, exact RTP gives \d+ bp/);
    const simulation = result.simulations[0]!;
    expect(simulation.passed).toBe(false);
    expect(simulation.attempts).toHaveLength(2);
    expect(simulation.attempts.every((a) => a.verdict.low > 0.9612)).toBe(true);
  });

  it('fails a slot whose cap a round could reach', async () => {
    const subjects = [videoSlotSubject({ ...bookOfSevens, maxWinMultiplier: 1000 })];
    const [check] = (
      await certify(subjects, { ...options, roundsPerSlot: 1000, rngDraws: 1000 }, inlineRunner(subjects))
    ).exact;
    expect(check!.failures).toEqual([expect.stringMatching(/above the 1000x cap/)]);
  });
});
