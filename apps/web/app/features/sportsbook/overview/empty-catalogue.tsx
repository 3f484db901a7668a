import type { SportKey } from '@casino/contracts';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { playModeHome, setPlayMode } from '../../../lib/play-mode';
import { sportPath } from '../sportsbook-path';

/**
 * Nothing in the line (no feed, a quiet night, a sport with no matches now): said plainly, with somewhere to go —
 * every sport from a sport's page, the casino from the whole sportsbook.
 */
export function EmptyCatalogue({ sport }: { sport: SportKey | null }) {
  const { t, lang } = useTranslation();
  return (
    <section
      data-testid="sportsbook-empty"
      aria-labelledby="sportsbook-empty-title"
      className="flex flex-col items-center gap-4 rounded-3xl bg-surface-1 px-6 py-12 text-center ring-1 ring-line"
    >
      <span className="grid size-16 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
        <CalendarClock className="size-8" aria-hidden="true" />
      </span>
      <div className="grid max-w-md gap-2">
        <h2 id="sportsbook-empty-title" className="text-xl font-bold tracking-tight text-fg">
          {t(sport ? 'sportsbook.empty.sportTitle' : 'sportsbook.empty.title')}
        </h2>
        <p className="text-sm leading-relaxed text-muted">
          {t(sport ? 'sportsbook.empty.sportText' : 'sportsbook.empty.text')}
        </p>
      </div>
      {sport ? (
        <ButtonLink to={sportPath(null, lang)} variant="secondary">
          {t('sportsbook.empty.all')}
        </ButtonLink>
      ) : (
        <ButtonLink to={playModeHome('casino', lang)} onClick={() => setPlayMode('casino')}>
          {t('sportsbook.empty.casino')}
        </ButtonLink>
      )}
    </section>
  );
}
