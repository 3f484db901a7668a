import type { SportMarket } from '@casino/contracts';
import Lock from 'lucide-react/icons/lock';
import { useTranslation } from '../../../lib/i18n';
import type { SportEvent } from '../api/sport-event';
import { labelText } from '../label';
import { isScoreMarket, marketTitle } from '../markets/market-names';
import { PriceButton } from '../price/price-button';

/** Columns of an exact-score grid: 0:0 … 0:4 on the first row, 1:0 … on the next (football); four set scores. */
function gridColumns(type: string): string {
  return type === 'correct_score' ? 'grid-cols-5' : 'grid-cols-2 @sm:grid-cols-4';
}

/**
 * One type of market on the match page: its title and each of its lines as a row of prices (a total's lines one
 * under another), or a grid for exact scores. A suspended market says so; its prices show locks.
 */
export function MarketCard({
  event,
  type,
  markets,
}: {
  event: SportEvent;
  type: string;
  markets: SportMarket[];
}) {
  const { t } = useTranslation();
  const [first] = markets;
  if (!first) return null;
  const suspended = markets.every((market) => market.status !== 'active');
  const titleId = `market-${type}`;
  return (
    <section
      aria-labelledby={titleId}
      className="@container grid gap-2.5 rounded-2xl bg-surface-1 p-3 ring-1 ring-line"
      data-testid={`market-${type}`}
    >
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-bold text-fg">
        <span className="min-w-0 flex-1">{labelText(t, marketTitle(event.sport, first))}</span>
        {suspended ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-surface-2 px-2 py-0.5 text-[11px] font-semibold text-muted">
            <Lock className="size-3" aria-hidden="true" />
            {t('sportsbook.event.suspended')}
          </span>
        ) : null}
      </h3>
      {isScoreMarket(type) ? (
        markets.map((market) => (
          <div key={JSON.stringify(market.specifiers)} className={`grid gap-1.5 ${gridColumns(type)}`}>
            {market.outcomes.map((outcome) => (
              <PriceButton key={outcome.id} event={event} market={market} outcome={outcome} shape="cell" />
            ))}
          </div>
        ))
      ) : (
        <div className="grid gap-1.5">
          {markets.map((market) => (
            <div key={JSON.stringify(market.specifiers)} className="flex gap-1.5">
              {market.outcomes.map((outcome) => (
                <PriceButton key={outcome.id} event={event} market={market} outcome={outcome} />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
