import type { SportEventSummary, SportMarket, SportPrices } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { marketsWithNews, summaryWithNews } from './match-news';

const market = (
  type: string,
  specifiers: Record<string, string>,
  odds: number,
  status = 'active',
): SportMarket => ({
  type,
  specifiers,
  status: status as SportMarket['status'],
  outcomes: [{ id: '1', odds, active: true }],
});

const news = (markets: SportMarket[]): SportPrices => ({
  eventId: 'm1',
  status: 'live',
  live: { period: '1h', clockSeconds: 600, score: { home: 1, away: 0 }, periodScores: [] },
  markets,
});

describe('match news', () => {
  it('replaces a changed market in place, adds a new one last and drops one taken off the board', () => {
    const shown = [market('1x2', {}, 200), market('total', { total: '2.5' }, 190), market('btts', {}, 170)];
    const after = marketsWithNews(
      shown,
      news([
        market('total', { total: '2.5' }, 175, 'suspended'),
        market('btts', {}, 170, 'deactivated'),
        market('total', { total: '3.5' }, 260),
      ]),
    );
    expect(
      after.map((item) => [item.type, item.specifiers.total ?? '', item.outcomes[0]?.odds, item.status]),
    ).toEqual([
      ['1x2', '', 200, 'active'],
      ['total', '2.5', 175, 'suspended'],
      ['total', '3.5', 260, 'active'],
    ]);
  });

  it('writes the state, the score and the who-wins prices into the match the lists show, and only into it', () => {
    const summary = {
      id: 'm1',
      sport: 'football',
      status: 'not_started',
      live: null,
      mainMarket: market('1x2', {}, 200),
      marketCount: 3,
    } as unknown as SportEventSummary;
    const told = news([market('1x2', {}, 185), market('total', { total: '2.5' }, 190)]);
    const after = summaryWithNews(summary, told);
    expect(after.status).toBe('live');
    expect(after.live?.score).toEqual({ home: 1, away: 0 });
    expect(after.mainMarket?.outcomes[0]?.odds).toBe(185);
    expect(summaryWithNews({ ...summary, id: 'm2' }, told)).toEqual({ ...summary, id: 'm2' });
  });
});
