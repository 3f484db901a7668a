import {
  type Currency,
  PUBLIC_CHANNELS,
  type SportBetType,
  type SportWinFeedEntry,
  type SportWinFeedSettings,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/migrations.ts';
import type { OutboxSubscriber } from '../../../platform/events/relay.ts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import { sportBets, sportBookSettings, sportWinFeedMinimums } from './sport-bets.schema.ts';

/** A win as the feed weighs it: its kind of bet, its combined odds (hundredths) and what it paid. */
interface Win {
  type: SportBetType;
  odds: number;
  payout: number;
  currency: Currency;
}

/**
 * The sports win feed (spec sections 3, 4 and 9): the latest winning bets whose odds or amount reach the operator's
 * minimums for their kind, read for a page and pushed to every visitor (`sportBettingWin` on the public channel)
 * as each is settled. Anonymous: a win names no player.
 */
export class WinFeed {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The settings in `currency` (its minimum wins; odds, count and delay are the same everywhere). */
  async settings(currency: Currency, executor: Db = this.#db): Promise<SportWinFeedSettings> {
    const [row] = rowsOf<{
      min_odds_single: number;
      min_odds_multi: number;
      max_entries: number;
      delay_seconds: number;
      min_win_single: string | null;
      min_win_multi: string | null;
    }>(
      await executor.execute(sql`
        select s.win_feed_min_odds_single as min_odds_single, s.win_feed_min_odds_multi as min_odds_multi,
               s.win_feed_max_entries as max_entries, s.win_feed_delay_seconds as delay_seconds,
               m.min_win_single, m.min_win_multi
          from ${sportBookSettings} s
          left join ${sportWinFeedMinimums} m on m.currency = ${currency}`),
    );
    if (!row) throw new Error('the sportsbook settings row is missing');
    // A currency with no minimum shows a win by its odds alone.
    const never = Number.MAX_SAFE_INTEGER;
    return {
      viewMinCoefficientSingle: Number(row.min_odds_single) / 100,
      viewMinCoefficientMulti: Number(row.min_odds_multi) / 100,
      viewMinWinSingle: row.min_win_single === null ? never : Number(row.min_win_single),
      viewMinWinMulti: row.min_win_multi === null ? never : Number(row.min_win_multi),
      maxLimit: Number(row.max_entries),
      delaySeconds: Number(row.delay_seconds),
    };
  }

  /** The latest wins that qualify, newest first, at most the feed's count. */
  async recentWins(executor: Db = this.#db): Promise<SportWinFeedEntry[]> {
    const rows = rowsOf<{
      id: string;
      type: SportBetType;
      odds: string;
      payout: string;
      currency: Currency;
      settled_at: Date | string;
    }>(
      await executor.execute(sql`
        select b.id, b.type, b.odds, b.payout, b.currency, b.settled_at
          from ${sportBets} b
          join ${sportWinFeedMinimums} m on m.currency = b.currency
          cross join ${sportBookSettings} s
         where b.outcome = 'won'
           and case when b.type = 'single'
                    then b.odds >= s.win_feed_min_odds_single or b.payout >= m.min_win_single
                    else b.odds >= s.win_feed_min_odds_multi or b.payout >= m.min_win_multi end
         order by b.settled_at desc, b.id desc
         limit (select win_feed_max_entries from ${sportBookSettings})`),
    );
    return rows.map((row) =>
      entryOf(
        Number(row.id),
        { type: row.type, odds: Number(row.odds), payout: Number(row.payout), currency: row.currency },
        new Date(row.settled_at),
      ),
    );
  }

  /**
   * The outbox subscriber that pushes each qualifying win once it is settled. A resettled bet that wins again is
   * told again under the same message id, so clients list it once.
   */
  subscriber(publisher: Pick<PushPublisher, 'publish'>): OutboxSubscriber {
    return {
      name: 'sport-win-feed',
      handle: async (event, tx, afterCommit) => {
        if (event.type !== 'SportBetSettled') return;
        const { payload } = event;
        if (payload.outcome !== 'won' || payload.change <= 0) return;
        const win = {
          type: payload.type,
          odds: payload.odds,
          payout: payload.payout,
          currency: payload.currency,
        };
        if (!qualifies(win, await this.settings(payload.currency, tx))) return;
        const entry = entryOf(payload.betId, win, event.createdAt);
        afterCommit(() =>
          publisher.publish(PUBLIC_CHANNELS.sportWins, {
            id: `sport-win-${payload.betId}`,
            type: 'sportBettingWin',
            action: 'win',
            data: entry,
          }),
        );
      },
    };
  }
}

/** Spec section 4: shown if the odds reach the minimum for the bet's kind, or the amount the minimum win. */
export function qualifies(win: Win, settings: SportWinFeedSettings): boolean {
  const single = win.type === 'single';
  const minOdds = single ? settings.viewMinCoefficientSingle : settings.viewMinCoefficientMulti;
  const minWin = single ? settings.viewMinWinSingle : settings.viewMinWinMulti;
  return win.odds >= Math.round(minOdds * 100) || win.payout >= minWin;
}

function entryOf(betId: number, win: Win, wonAt: Date): SportWinFeedEntry {
  return {
    betId,
    betType: win.type === 'single' ? 'single' : 'multi',
    coefficient: win.odds / 100,
    winAmount: win.payout,
    currency: win.currency,
    wonAt: wonAt.toISOString(),
  };
}
