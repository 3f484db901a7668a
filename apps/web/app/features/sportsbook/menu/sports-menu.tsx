import { SPORTS, type SportKey } from '@casino/contracts';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ChipLink } from '../../../components/ui/chip';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { type SportsMenu as Menu, useSportsMenu } from '../api/sports-menu';
import { sportPath } from '../sportsbook-path';
import { SportIcon } from './sport-icon';

interface MenuProps {
  sport: SportKey | null;
  tournament: string | null;
}

/** The menu's sports in the site's order (football first), with their matches counted. */
function useOrderedMenu() {
  const menu = useSportsMenu();
  const sports = useMemo(
    () => [...(menu.data ?? [])].sort((a, b) => SPORTS.indexOf(a.sport) - SPORTS.indexOf(b.sport)),
    [menu.data],
  );
  const total = sports.reduce((sum, entry) => sum + entry.live + entry.upcoming, 0);
  return { menu, sports, total };
}

function tournamentHref(sport: SportKey, tournament: string, lang: Parameters<typeof sportPath>[1]) {
  return `${sportPath(sport, lang)}?${new URLSearchParams({ tournament })}`;
}

const ITEM =
  'flex h-10 min-w-0 items-center gap-2.5 rounded-xl px-2.5 text-sm font-semibold text-muted transition-colors hover:bg-surface-2/70 hover:text-fg aria-[current=page]:bg-surface-2 aria-[current=page]:text-fg';

function Counts({ live, all }: { live: number; all: number }) {
  const { t } = useTranslation();
  return (
    <span className="flex shrink-0 items-center gap-1.5">
      {live > 0 ? (
        <span
          title={t('sportsbook.menu.live', { count: live })}
          className="rounded-full bg-danger/15 px-1.5 text-[11px] leading-5 font-bold text-danger tabular-nums"
        >
          {live}
        </span>
      ) : null}
      <span title={t('sportsbook.menu.matches', { count: all })} className="text-xs text-muted tabular-nums">
        {all}
      </span>
    </span>
  );
}

function Tournaments({ entry, current }: { entry: Menu[number]; current: string | null }) {
  const { lang } = useTranslation();
  return (
    <div className="grid min-w-0 gap-2 py-1 pl-2" data-testid="sport-menu-tournaments">
      {entry.categories.map((category) => (
        <div key={category.id} className="grid gap-0.5">
          <p className="px-3 text-[11px] font-bold tracking-wider text-muted uppercase">{category.name}</p>
          {category.tournaments.map((tournament) => (
            <Link
              key={tournament.id}
              to={tournamentHref(entry.sport, tournament.id, lang)}
              aria-current={current === tournament.id ? 'page' : undefined}
              className={`${ITEM} h-9 text-[13px] font-medium`}
            >
              <span className="min-w-0 flex-1 truncate" title={tournament.name}>
                {tournament.name}
              </span>
              <Counts live={tournament.live} all={tournament.live + tournament.upcoming} />
            </Link>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The desktop's left column: every sport with its live and total counts, the chosen sport's tournaments below it. */
export function SportsMenu({ sport, tournament }: MenuProps) {
  const { t, lang } = useTranslation();
  const { menu, sports } = useOrderedMenu();
  return (
    <nav
      aria-label={t('sportsbook.menu.label')}
      data-testid="sports-menu"
      className="sticky top-20 grid max-h-[calc(100dvh-6rem)] gap-1 overflow-y-auto rounded-2xl bg-surface-1 p-2 ring-1 ring-line scrollbar-none"
    >
      <Link to={sportPath(null, lang)} aria-current={sport === null ? 'page' : undefined} className={ITEM}>
        <LayoutGrid className="size-4.5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate">{t('sportsbook.menu.all')}</span>
      </Link>
      {menu.isPending
        ? ['a', 'b', 'c', 'd', 'e'].map((place) => <Skeleton key={place} className="h-10" />)
        : sports.map((entry) => (
            <div key={entry.sport} className="grid">
              <Link
                to={sportPath(entry.sport, lang)}
                aria-current={sport === entry.sport && tournament === null ? 'page' : undefined}
                data-testid={`sport-menu-${entry.sport}`}
                className={`${ITEM} ${sport === entry.sport ? 'text-fg' : ''}`}
              >
                <SportIcon sport={entry.sport} className="size-4.5 shrink-0" />
                <span className="min-w-0 flex-1 truncate" title={t(`sportsbook.sports.${entry.sport}`)}>
                  {t(`sportsbook.sports.${entry.sport}`)}
                </span>
                <Counts live={entry.live} all={entry.live + entry.upcoming} />
              </Link>
              {sport === entry.sport && entry.categories.length > 0 ? (
                <Tournaments entry={entry} current={tournament} />
              ) : null}
            </div>
          ))}
    </nav>
  );
}

/** A phone's sports: a row of chips that scrolls sideways, and the chosen sport's tournaments in a second row. */
export function SportChips({ sport, tournament }: MenuProps) {
  const { t, lang } = useTranslation();
  const { sports, total, menu } = useOrderedMenu();
  const active = sports.find((entry) => entry.sport === sport);
  const tournaments = active?.categories.flatMap((category) => category.tournaments) ?? [];
  const row = 'relative -mx-3 flex min-w-0 gap-2 overflow-x-auto px-3 pb-1 scrollbar-none sm:-mx-4 sm:px-4';
  return (
    <div className="grid gap-2" data-testid="sport-chips">
      <nav aria-label={t('sportsbook.menu.label')} className={row}>
        <ChipLink to={sportPath(null, lang)} current={sport === null}>
          <LayoutGrid className="size-4" aria-hidden="true" />
          {t('sportsbook.menu.allShort')}
          {menu.data ? <span className="tabular-nums opacity-70">{total}</span> : null}
        </ChipLink>
        {sports.map((entry) => (
          <ChipLink
            key={entry.sport}
            to={sportPath(entry.sport, lang)}
            current={sport === entry.sport && tournament === null}
          >
            <SportIcon sport={entry.sport} className="size-4" />
            {t(`sportsbook.sports.${entry.sport}`)}
            {entry.live > 0 ? (
              <span className="rounded-full bg-danger px-1.5 text-[11px] leading-4 font-bold text-white tabular-nums">
                {entry.live}
              </span>
            ) : null}
          </ChipLink>
        ))}
      </nav>
      {active && tournaments.length > 1 ? (
        <nav aria-label={t('sportsbook.menu.tournaments')} className={row}>
          <ChipLink
            to={sportPath(active.sport, lang)}
            current={tournament === null}
            className="h-8 px-3 text-xs"
          >
            {t('sportsbook.menu.allTournaments')}
          </ChipLink>
          {tournaments.map((entry) => (
            <ChipLink
              key={entry.id}
              to={tournamentHref(active.sport, entry.id, lang)}
              current={tournament === entry.id}
              className="h-8 px-3 text-xs"
            >
              {entry.name}
            </ChipLink>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
