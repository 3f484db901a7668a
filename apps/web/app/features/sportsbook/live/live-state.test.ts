import { createTranslator, MESSAGES } from '@casino/i18n';
import { describe, expect, it } from 'vitest';
import { labelText } from '../label';
import { kickoffLabel, matchMinute, periodLabel, periodScoresText } from './live-state';

const uk = createTranslator('uk', MESSAGES.uk);
const en = createTranslator('en', MESSAGES.en);

describe('the live state', () => {
  it('names every period the feed sends, in every language', () => {
    const periods = [
      'not_started',
      '1st_half',
      'halftime',
      '2nd_half',
      '1st_period',
      'intermission',
      '3rd_period',
      'q1',
      'pause',
      'q4',
      'ot1',
      'set2',
      'map3',
      'ended',
    ];
    for (const period of periods) {
      const label = periodLabel(period);
      expect(label, period).not.toBeNull();
      for (const lang of ['uk', 'ru', 'en'] as const) {
        const text = labelText(createTranslator(lang, MESSAGES[lang]), label ?? { text: '' });
        expect(text, `${period} in ${lang}`).not.toMatch(/sportsbook\.|\{\{/);
      }
    }
    expect(labelText(en, periodLabel('set2') ?? { text: '' })).toBe('Set 2');
    expect(labelText(uk, periodLabel('2nd_half') ?? { text: '' })).toBe('2-й тайм');
    expect(periodLabel('shootout')).toBeNull();
  });

  it('shows the minute while the clock runs, not in breaks or sports without a clock', () => {
    expect(matchMinute({ period: '2nd_half', clockSeconds: 5220 })).toBe(87);
    expect(matchMinute({ period: 'halftime', clockSeconds: 2700 })).toBeNull();
    expect(matchMinute({ period: 'set2' })).toBeNull();
  });

  it('lists the periods’ scores', () => {
    expect(
      periodScoresText({
        periodScores: [
          { period: 'set1', home: 6, away: 1 },
          { period: 'set2', home: 1, away: 1 },
        ],
      }),
    ).toBe('6:1, 1:1');
  });
});

describe('the kick-off', () => {
  const now = new Date('2026-11-27T20:00:00Z'); // 22:00 in Kyiv

  it('is the time alone today, Kyiv time', () => {
    expect(kickoffLabel('2026-11-27T20:30:00Z', now)).toEqual({ day: null, time: '22:30' });
  });

  it('says tomorrow, then the date', () => {
    const tomorrow = kickoffLabel('2026-11-27T22:30:00Z', now);
    expect(tomorrow.time).toBe('00:30');
    expect(labelText(en, tomorrow.day ?? { text: '' })).toBe('Tomorrow');
    expect(kickoffLabel('2026-11-29T10:00:00Z', now)).toEqual({
      day: { text: '29.11' },
      time: '12:00',
    });
  });
});
