import { OPERATOR_SPORT_BET_FILTERS } from '@casino/contracts/backoffice';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../api/error-messages';
import { sportsbookTermsQuery } from '../api/sportsbook-queries';
import { Loading, Notice, PageHeader } from '../components/ui';
import { BetsCard } from './sportsbook/bets-card';
import { LimitsCard } from './sportsbook/limits-card';
import { ExpressSettingsCard, SettingsCard } from './sportsbook/settings-card';
import { WinFeedCard } from './sportsbook/win-feed-card';

/**
 * The sportsbook's terms (each currency's bet limits, the live bet delay, the cash-out margin, the express of the day's
 * rules, the win feed) and the bets placed under them.
 */
export function SportsbookPage() {
  const terms = useQuery(sportsbookTermsQuery);
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = OPERATOR_SPORT_BET_FILTERS.find((value) => value === searchParams.get('filter'));
  const playerIdParam = Number(searchParams.get('playerId'));
  const playerId = Number.isSafeInteger(playerIdParam) && playerIdParam > 0 ? playerIdParam : undefined;

  const setParam = (name: 'filter' | 'playerId', value: string | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearchParams(next);
  };

  return (
    <>
      <PageHeader
        title="Sportsbook"
        description="The bet limits of each currency, the live bet delay, the cash-out margin, the express of the day, the win feed, and the bets placed under them."
      />
      <div className="space-y-4">
        {terms.isPending ? (
          <Loading />
        ) : terms.isError ? (
          <Notice>{errorMessage(terms.error)}</Notice>
        ) : (
          <>
            <LimitsCard limits={terms.data.limits} />
            <SettingsCard terms={terms.data} />
            <ExpressSettingsCard terms={terms.data} />
            <WinFeedCard feed={terms.data.winFeed} />
          </>
        )}
        {/* Keyed by what it lists, so another filter or player starts from its first page. */}
        <BetsCard
          key={`${filter ?? 'all'}-${playerId ?? 'all'}`}
          filter={filter}
          playerId={playerId}
          onFilter={(value) => setParam('filter', value)}
          onClearPlayer={() => setParam('playerId', undefined)}
        />
      </div>
    </>
  );
}
