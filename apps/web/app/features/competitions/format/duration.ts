import type { Translate } from '@casino/i18n';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A countdown as precise as it matters: days and hours while days are left, hours and minutes on the last day,
 * minutes and seconds in the last hour.
 */
export function durationText(seconds: number, t: Translate): string {
  const left = Math.max(0, Math.floor(seconds));
  if (left >= DAY) {
    return t('competitions.duration.days', {
      days: Math.floor(left / DAY),
      hours: Math.floor((left % DAY) / HOUR),
    });
  }
  if (left >= HOUR) {
    return t('competitions.duration.hours', {
      hours: Math.floor(left / HOUR),
      minutes: Math.floor((left % HOUR) / MINUTE),
    });
  }
  return t('competitions.duration.minutes', {
    minutes: Math.floor(left / MINUTE),
    seconds: String(left % MINUTE).padStart(2, '0'),
  });
}
