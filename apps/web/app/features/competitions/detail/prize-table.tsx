import type { Competition } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { placesText } from '../format/prizes';
import { PlaceMark } from '../ui/place-mark';

/** What each place wins. */
export function PrizeTable({ competition }: { competition: Competition }) {
  const { t } = useTranslation();
  if (competition.prizes.length === 0) return null;
  return (
    <section
      aria-labelledby="competition-prizes"
      className="grid gap-3 rounded-3xl bg-surface-1 p-5 ring-1 ring-line"
      data-testid="competition-prizes"
    >
      <h2 id="competition-prizes" className="text-lg font-bold text-fg">
        {t('competitions.prizes.title')}
      </h2>
      <ul className="grid gap-1">
        {competition.prizes.map((row) => (
          <li
            key={row.fromPlace}
            className="flex min-w-0 items-center gap-3 rounded-xl px-2 py-2 odd:bg-surface-2/50"
          >
            {row.fromPlace === row.toPlace ? (
              <PlaceMark position={row.fromPlace} small />
            ) : (
              <span className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-surface-3 px-1.5 text-[11px] font-extrabold text-fg tabular-nums">
                {placesText(row)}
              </span>
            )}
            <span className="min-w-0 flex-1 text-sm text-muted">
              {row.fromPlace === row.toPlace
                ? t('competitions.prizes.place', { place: row.fromPlace })
                : t('competitions.prizes.places', { places: placesText(row) })}
            </span>
            <span className="shrink-0 text-right text-sm font-bold text-fg">{row.prize.title}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
