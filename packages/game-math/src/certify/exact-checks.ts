import { compare, fraction, toBasisPointsFloor, toBasisPointsRounded, toNumber } from '../exact/fraction.ts';
import type { CertificationSubject, ExactRtp } from './subjects.ts';

/** Published RTPs of the video slots must lie in this range (basis points) and differ from each other. */
export const VIDEO_SLOT_RTP_RANGE = { min: 9400, max: 9700 };

export interface ExactCheck {
  slug: string;
  kind: string;
  published: number;
  exact: ExactRtp;
  /** The published figure the exact RTP calls for. */
  expected: number;
  failures: string[];
}

/** The published figure an exact RTP calls for: rounded, or for games with a choice the lowest rounded down. */
export function expectedPublishedRtp(exact: ExactRtp): number {
  return exact.publishedRule === 'rounded' ? toBasisPointsRounded(exact.min) : toBasisPointsFloor(exact.min);
}

function checkSubject(subject: CertificationSubject): ExactCheck {
  const { game } = subject;
  const exact = subject.exact();
  const expected = expectedPublishedRtp(exact);
  const failures: string[] = [];
  if (game.rtp !== expected) failures.push(`published RTP ${game.rtp} bp, exact RTP gives ${expected} bp`);
  if (exact.publishedRule === 'rounded' && compare(exact.min, exact.max) !== 0) {
    failures.push('the RTP depends on the player’s choice, so a single rounded figure cannot be published');
  }
  if (exact.maxWin && compare(exact.maxWin, fraction(game.maxWinMultiplier)) > 0) {
    failures.push(
      `a round can win ${toNumber(exact.maxWin).toFixed(2)}x, above the ${game.maxWinMultiplier}x cap`,
    );
  }
  if (
    game.kind === 'video-slot' &&
    (game.rtp < VIDEO_SLOT_RTP_RANGE.min || game.rtp > VIDEO_SLOT_RTP_RANGE.max)
  ) {
    failures.push(
      `video slot RTP ${game.rtp} bp outside ${VIDEO_SLOT_RTP_RANGE.min}..${VIDEO_SLOT_RTP_RANGE.max}`,
    );
  }
  return { slug: game.slug, kind: game.kind, published: game.rtp, exact, expected, failures };
}

/** Exact checks of every subject, plus the catalogue rule that the video slots' RTPs all differ. */
export function exactChecks(subjects: readonly CertificationSubject[]): ExactCheck[] {
  const checks = subjects.map(checkSubject);
  const slotRtps = checks.filter((c) => c.kind === 'video-slot').map((c) => c.published);
  for (const check of checks) {
    if (check.kind === 'video-slot' && slotRtps.filter((rtp) => rtp === check.published).length > 1) {
      check.failures.push(`another video slot publishes the same RTP ${check.published} bp`);
    }
  }
  return checks;
}
