import type { Language } from '@casino/contracts';
import { dateTimeFormat, LOCALES, type Translate } from '@casino/i18n';

/** Limit periods and exclusions run on the players' own clock (the server's limits time zone). */
export const PROTECTION_TIME_ZONE = 'Europe/Kyiv';

/**
 * A moment the player plans around (a limit's reset, the end of an exclusion), with the year, since an exclusion
 * can end years ahead: '13 листопада 2026 р. о 00:00', '13 November 2026 at 00:00'.
 */
export function formatMoment(date: Date, lang: Language): string {
  return dateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: PROTECTION_TIME_ZONE,
  }).format(date);
}

/** The time played as a clock: '0:04:09', '12:30:00'. Negative (a clock running behind) reads as zero. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Session-time limits in words: '45 хв', '2 год', '1 год 30 хв'. */
export function formatMinutes(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('responsible.duration.minutes', { minutes: rest });
  if (rest === 0) return t('responsible.duration.hours', { hours });
  return t('responsible.duration.hoursMinutes', { hours, minutes: rest });
}
