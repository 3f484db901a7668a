import type { Language } from '@casino/contracts';
import { LOCALES } from '@casino/i18n';

export interface Elapsed {
  value: number;
  unit: 'minute' | 'hour' | 'day';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago `at` was, in whole units of the largest that fits; null under a minute ("just now"), and for a
 * time ahead of the viewer's clock, which runs a little behind the server's now and then.
 */
export function elapsedSince(at: string, now: number): Elapsed | null {
  const ms = now - Date.parse(at);
  if (ms < MINUTE_MS) return null;
  if (ms < HOUR_MS) return { value: Math.floor(ms / MINUTE_MS), unit: 'minute' };
  if (ms < DAY_MS) return { value: Math.floor(ms / HOUR_MS), unit: 'hour' };
  return { value: Math.floor(ms / DAY_MS), unit: 'day' };
}

const formats = new Map<Language, Intl.RelativeTimeFormat>();

/** "5 хв тому", "5 мин. назад", "5 min ago": short, as a row beside the amount has room for. */
export function formatElapsed(elapsed: Elapsed, lang: Language): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALES[lang], { style: 'short' });
    formats.set(lang, format);
  }
  return format.format(-elapsed.value, elapsed.unit);
}
