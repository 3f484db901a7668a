import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { durationText } from './duration';

const t = createTranslator('en', MESSAGES.en);

describe('a countdown', () => {
  it('shows days and hours while days are left', () => {
    expect(durationText(2 * 86_400 + 5 * 3600 + 59, t)).toBe('2 d 5 h');
  });

  it('shows hours and minutes on the last day, minutes and seconds in the last hour', () => {
    expect(durationText(5 * 3600 + 12 * 60 + 30, t)).toBe('5 h 12 min');
    expect(durationText(12 * 60 + 5, t)).toBe('12 min 05 s');
    expect(durationText(-3, t)).toBe('0 min 00 s');
  });
});
