import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { formatLimitAmount } from './limit-amount';
import { formatNet } from './session-net';
import { formatElapsed, formatMinutes, formatMoment } from './time-format';

const uk = createTranslator('uk', MESSAGES.uk);
const en = createTranslator('en', MESSAGES.en);

describe('protection time and money formats', () => {
  it('shows time played as a clock', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(249_999)).toBe('0:04:09');
    expect(formatElapsed(12.5 * 3600_000)).toBe('12:30:00');
    expect(formatElapsed(-5_000)).toBe('0:00:00');
  });

  it('words session limits in hours and minutes', () => {
    expect(formatMinutes(45, uk)).toBe('45 хв');
    expect(formatMinutes(120, uk)).toBe('2 год');
    expect(formatMinutes(90, en)).toBe('1 h 30 min');
  });

  it("dates a reset or an exclusion's end with its year, on Kyiv time, in the player's language", () => {
    const moment = new Date('2031-11-23T22:00:00.000Z');
    expect(formatMoment(moment, 'uk')).toMatch(/24 листопада 2031.*00:00/);
    expect(formatMoment(moment, 'en')).toMatch(/24 November 2031.*00:00/);
    expect(formatMoment(moment, 'ru')).toMatch(/24 ноября 2031.*00:00/);
  });

  it('shows a limit as money or as time by its type', () => {
    expect(formatLimitAmount(10_000, 'deposit', { currency: 'UAH', lang: 'en', t: en })).toBe('₴100.00');
    expect(formatLimitAmount(150, 'session', { currency: 'UAH', lang: 'en', t: en })).toBe('2 h 30 min');
  });

  it('signs the net position and colours it', () => {
    expect(formatNet(1_250, 'USD', 'en')).toEqual({ text: '+$12.50', tone: 'text-win' });
    expect(formatNet(-1_250, 'USD', 'en')).toEqual({ text: '-$12.50', tone: 'text-danger' });
    expect(formatNet(0, 'USD', 'en')).toEqual({ text: '$0.00', tone: 'text-fg' });
  });
});
