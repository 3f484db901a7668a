/**
 * The RTP table's arithmetic on the server's percent strings ("96.12"), in hundredths of a percent as integers:
 * no float ever compares two RTPs.
 */

const PERCENT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "96.12" → 9612 hundredths of a percent; undefined for null or what is not such a number. */
export function percentHundredths(percent: string | null): number | undefined {
  if (percent === null) return undefined;
  const match = PERCENT.exec(percent.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const hundredths = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -hundredths : hundredths;
}

/** Actual minus published, in hundredths of a percentage point; undefined when either is missing. */
export function rtpDifference(actual: string | null, published: string | null): number | undefined {
  const a = percentHundredths(actual);
  const p = percentHundredths(published);
  return a === undefined || p === undefined ? undefined : a - p;
}

/** Hundredths of a percentage point as `+1.23 pp`, `−0.50 pp`, `0.00 pp`. */
export function formatPoints(hundredths: number): string {
  const sign = hundredths > 0 ? '+' : hundredths < 0 ? '−' : '';
  const absolute = Math.abs(hundredths);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')} pp`;
}

/** A game is flagged when its actual RTP is more than this many points from the published one… */
export const RTP_ALERT_POINTS = 5;
/** …over stakes of at least this many minor units (1 000.00 in the currency): less is too little play to judge. */
export const RTP_ALERT_MIN_STAKES = 100_000;

/** Whether a game's RTP is far enough from the published one, over enough stakes, to deserve a look. */
export function rtpNeedsLook(difference: number | undefined, stakes: number): boolean {
  return (
    difference !== undefined &&
    stakes >= RTP_ALERT_MIN_STAKES &&
    Math.abs(difference) > RTP_ALERT_POINTS * 100
  );
}
