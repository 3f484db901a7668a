import type { Translate } from '@casino/i18n';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time left to wager a bonus, as precise as it matters: days and hours while it is days away, hours and
 * minutes on its last day, minutes and seconds in its last hour.
 */
export function countdownText(seconds: number, t: Translate): string {
  const left = Math.max(0, Math.floor(seconds));
  if (left >= DAY) {
    return t('bonuses.countdown.days', {
      days: Math.floor(left / DAY),
      hours: Math.floor((left % DAY) / HOUR),
    });
  }
  if (left >= HOUR) {
    return t('bonuses.countdown.hours', {
      hours: Math.floor(left / HOUR),
      minutes: Math.floor((left % HOUR) / MINUTE),
    });
  }
  return t('bonuses.countdown.minutes', { minutes: Math.floor(left / MINUTE), seconds: left % MINUTE });
}
