import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { countdownText } from './countdown-text';

const t = createTranslator('en', MESSAGES.en);

describe('the time left to wager a bonus', () => {
  it('is in days and hours while days away', () => {
    expect(countdownText(3 * 86_400 + 5 * 3_600 + 59, t)).toBe('3d 5h');
  });

  it('is in hours and minutes on the last day, minutes and seconds in the last hour', () => {
    expect(countdownText(86_399, t)).toBe('23h 59m');
    expect(countdownText(3_600, t)).toBe('1h 0m');
    expect(countdownText(125, t)).toBe('2m 5s');
  });

  it('never counts below zero', () => {
    expect(countdownText(-4, t)).toBe('0m 0s');
  });
});
