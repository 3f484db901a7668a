import type { OddsPolicy, SportBetRejectReason } from '@casino/contracts';
import type { Producer } from '../../sandbox-feed/index.ts';
import { acceptedOdds } from './odds-policy.ts';
import type { MarketState } from './sport-bets.repository.ts';

export type SelectionVerdict =
  | { ok: true; odds: number; live: boolean }
  | {
      ok: false;
      reason: Extract<SportBetRejectReason, 'market_closed' | 'market_suspended' | 'odds_changed'>;
      /** What the market offers for the outcome now, when it offers it. */
      currentOdds: number | null;
    };

/**
 * Whether a selection can be bet on now, and at what price: the match not over, the market open to bets, its
 * producer recovered and heard (a price the feed may have changed while the consumer was away is not offered),
 * and a price the odds-change policy accepts against `odds` (the slip's, or a pending bet's).
 */
export function checkSelection(
  selection: { outcome: string; odds: number },
  market: MarketState | undefined,
  upProducers: ReadonlySet<Producer>,
  policy: OddsPolicy,
): SelectionVerdict {
  const closed = { ok: false, reason: 'market_closed', currentOdds: null } as const;
  if (!market || (market.eventStatus !== 'not_started' && market.eventStatus !== 'live')) return closed;
  if (market.status !== 'active' && market.status !== 'suspended') return closed;
  const outcome = market.outcomes.find((candidate) => candidate.id === selection.outcome);
  if (!outcome) return closed;
  const live = market.eventStatus === 'live';
  const producer: Producer = live ? 'live' : 'prematch';
  if (market.status === 'suspended' || !outcome.active || !upProducers.has(producer)) {
    return { ok: false, reason: 'market_suspended', currentOdds: outcome.odds };
  }
  const odds = acceptedOdds(policy, selection.odds, outcome.odds);
  if (odds === null) return { ok: false, reason: 'odds_changed', currentOdds: outcome.odds };
  return { ok: true, odds, live };
}
