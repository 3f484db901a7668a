import type { CrashHistoryEntry } from '@casino/contracts';
import { useTranslation } from '../../lib/i18n';
import { numberFormats } from '../shell/number-formats';

/** The colour of a past crash point: the low ones muted, the doubles and the big ones standing out. */
function tone(crashPoint: number): string {
  if (crashPoint >= 1000) return 'bg-fuchsia-500/20 text-fuchsia-200';
  if (crashPoint >= 200) return 'bg-emerald-500/20 text-emerald-200';
  return 'bg-sky-500/15 text-sky-200';
}

/**
 * The recent crash points, newest first; each names its round and seed, so anyone can recompute it on the
 * provably-fair page (the seed as server seed, the salt as client seed, the round's number as nonce).
 */
export function CrashHistory({ history, salt }: { history: CrashHistoryEntry[]; salt: string }) {
  const { t, lang } = useTranslation();
  const formats = numberFormats(lang);
  return (
    <section aria-label={t('studio.crash.history')} className="shrink-0 border-b border-line bg-surface-1/80">
      <ol className="flex gap-1.5 overflow-x-auto px-3 py-2" data-testid="crash-history">
        {history.map((entry) => (
          <li key={entry.number}>
            <span
              title={t('studio.crash.historyEntry', {
                number: entry.number,
                seed: entry.serverSeed,
                salt,
              })}
              className={`block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap tabular-nums ${tone(entry.crashPoint)}`}
            >
              {formats.times(entry.crashPoint)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
