import { describe, expect, it } from 'vitest';
import { formatPoints, percentHundredths, rtpDifference, rtpNeedsLook } from './rtp';

describe('percentHundredths', () => {
  it('reads the percent strings as integers', () => {
    expect(percentHundredths('96.12')).toBe(9612);
    expect(percentHundredths('213.33')).toBe(21333);
    expect(percentHundredths('0.29')).toBe(29);
    expect(percentHundredths('96.1')).toBe(9610);
    expect(percentHundredths('96')).toBe(9600);
    expect(percentHundredths('-1.50')).toBe(-150);
    expect(percentHundredths(null)).toBeUndefined();
    expect(percentHundredths('n/a')).toBeUndefined();
  });
});

describe('rtpDifference', () => {
  it('subtracts in hundredths of a point, without floats', () => {
    // 96.12 - 94.09 is 2.030000000000001 in floating point.
    expect(rtpDifference('96.12', '94.09')).toBe(203);
    expect(formatPoints(203)).toBe('+2.03 pp');
    expect(formatPoints(rtpDifference('90.00', '96.50') ?? 0)).toBe('−6.50 pp');
    expect(formatPoints(0)).toBe('0.00 pp');
    expect(formatPoints(-5)).toBe('−0.05 pp');
    expect(rtpDifference(null, '96.00')).toBeUndefined();
  });
});

describe('rtpNeedsLook', () => {
  it('flags more than 5 points away over stakes of 1 000.00 or more', () => {
    expect(rtpNeedsLook(501, 100_000)).toBe(true);
    expect(rtpNeedsLook(-501, 100_000)).toBe(true);
    expect(rtpNeedsLook(500, 100_000)).toBe(false);
    expect(rtpNeedsLook(11_733, 99_999)).toBe(false);
    expect(rtpNeedsLook(undefined, 1_000_000)).toBe(false);
  });
});
