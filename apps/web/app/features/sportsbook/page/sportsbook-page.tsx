import { localizePath, type SportKey } from '@casino/contracts';
import ReceiptText from 'lucide-react/icons/receipt-text';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import { setPlayMode } from '../../../lib/play-mode';
import { MAIN_ROUTES } from '../../../lib/route-table';
import { useIsDesktop } from '../../../lib/viewport';
import { EventPage } from '../event/event-page';
import { ExpressOfTheDay } from '../express/express-of-the-day';
import { SportChips, SportsMenu } from '../menu/sports-menu';
import { Overview } from '../overview/overview';
import { isSearchable, searchOf } from '../search/search-query';
import { SearchResults } from '../search/search-results';
import { SportSearch } from '../search/sport-search';
import { showPanelTab } from '../slip/panel-state';
import { SlipPanel } from '../slip/slip-panel';
import { SlipSheet } from '../slip/slip-sheet';
import { useSlipAcrossTabs } from '../slip/slip-store';
import { usePendingBetWatch, usePlaceBet } from '../slip/use-place-bet';
import { expressPath, type SportsbookView } from '../sportsbook-path';
import { WinFeed } from '../win-feed/win-feed';
import { useIsWide } from './use-is-wide';

/** "My bets" on screens without the slip's column: opens the sheet on that tab. */
function MyBetsButton() {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      size="sm"
      className="shrink-0 header:hidden"
      onClick={() => showPanelTab('myBets', true)}
      data-testid="open-my-bets"
    >
      <ReceiptText className="size-4" aria-hidden="true" />
      {t('sportsbook.slip.tabs.myBets')}
    </Button>
  );
}

/**
 * A page's heading: its title and words, and, on the lists of matches, the ways to the express of the day and to the
 * leaderboard (a competition of the sportsbook's, whose page the route puts in this frame) and the search.
 */
function Heading({ title, intro, lists = false }: { title: string; intro: string; lists?: boolean }) {
  const { t, lang } = useTranslation();
  const link = 'font-semibold text-accent-ink hover:underline';
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <h1 data-testid="page-h1" className="text-2xl font-extrabold tracking-tight text-fg lg:text-3xl">
          {title}
        </h1>
        <p className="text-sm text-muted">{intro}</p>
        {lists ? (
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link to={expressPath(lang)} className={link} data-testid="express-of-the-day-link">
              {t('sportsbook.express.link')}
            </Link>
            <Link
              to={localizePath(MAIN_ROUTES.sportsbookLeaderboard.path, lang)}
              className={link}
              data-testid="sports-leaderboard-link"
            >
              {t('sportsbook.leaderboard.link')}
            </Link>
          </p>
        ) : null}
      </div>
      {lists ? <SportSearch /> : null}
      <MyBetsButton />
    </header>
  );
}

/**
 * The sportsbook's frame: the sports menu (a left column on desktop, chips on a phone, both drawn until the width is
 * known), the page's heading and content, and the bet slip with "my bets" (a right column from 1280 px, a bottom
 * sheet below). Its pages are the sport mode: it is what the player comes back to. The main page adds the win feed:
 * under the slip in its column, a strip above the matches on narrower screens (both drawn until the width is known,
 * as the slip is).
 */
function Frame({
  sport,
  tournament,
  heading,
  winFeed = false,
  children,
}: {
  sport: SportKey | null;
  tournament: string | null;
  heading: ReactNode;
  winFeed?: boolean;
  children: ReactNode;
}) {
  const wide = useIsWide();
  const desktop = useIsDesktop();
  const { settle } = usePlaceBet();
  usePendingBetWatch(settle);
  useSlipAcrossTabs();
  useEffect(() => setPlayMode('sport'), []);
  return (
    <div
      data-testid="sportsbook-page"
      className="grid items-start gap-5 pb-20 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-5 header:grid-cols-[14rem_minmax(0,1fr)_19rem] header:pb-0"
    >
      <div className="hidden lg:block lg:self-stretch">
        {desktop === false ? null : <SportsMenu sport={sport} tournament={tournament} />}
      </div>
      <div className="grid min-w-0 gap-5">
        {heading}
        {desktop === true ? null : (
          <div className="lg:hidden">
            <SportChips sport={sport} tournament={tournament} />
          </div>
        )}
        {winFeed && wide !== true ? (
          <div className="header:hidden">
            <WinFeed layout="strip" />
          </div>
        ) : null}
        {children}
      </div>
      <aside className="hidden header:block header:self-stretch">
        <div className="sticky top-20 flex max-h-[calc(100dvh-6rem)] flex-col gap-3">
          <div className="min-h-0 overflow-y-auto rounded-2xl bg-surface-1 p-3 ring-1 ring-line scrollbar-none">
            {wide === false ? null : <SlipPanel />}
          </div>
          {winFeed && wide !== false ? <WinFeed layout="column" /> : null}
        </div>
      </aside>
      {wide === true ? null : <SlipSheet wide={wide} />}
    </div>
  );
}

/**
 * `/sports-book/` and its slug, and the express of the day's page: the lists of matches (or, with `?q=`, the matches
 * a search found), a match's page or the express of the day in the sportsbook's frame. The catalogue loads in the
 * browser: the server renders the frame with placeholders.
 */
export function SportsbookPage({ view }: { view: SportsbookView }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const sport = view.kind === 'overview' ? view.sport : null;
  const tournament = view.kind === 'overview' ? search.get('tournament') : null;
  const query = searchOf(search);
  const heading =
    view.kind === 'overview' ? (
      <Heading
        title={sport ? t(`sportsbook.sports.${sport}`) : t('sportsbook.title')}
        intro={t('sportsbook.intro')}
        lists
      />
    ) : view.kind === 'express' ? (
      <Heading title={t('sportsbook.express.title')} intro={t('sportsbook.express.intro')} />
    ) : null;
  return (
    <Frame
      sport={sport}
      tournament={tournament}
      heading={heading}
      winFeed={view.kind === 'overview' && sport === null && tournament === null}
    >
      {view.kind === 'event' ? (
        <EventPage eventId={view.eventId} aside={<MyBetsButton />} />
      ) : view.kind === 'express' ? (
        <ExpressOfTheDay />
      ) : isSearchable(query) ? (
        <SearchResults query={query} />
      ) : (
        <Overview sport={sport} tournament={tournament} />
      )}
    </Frame>
  );
}

/** Another feature's page in the sportsbook's frame (the leaderboard): its heading's words, then its content. */
export function SportsbookFramedPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Frame sport={null} tournament={null} heading={<Heading title={title} intro={intro} />}>
      {children}
    </Frame>
  );
}
