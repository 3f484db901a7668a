import type { SportKey, SportMarket } from '@casino/contracts';
import { type Label, literal, message } from '../label';

/**
 * Readable names of the catalogue's markets and outcomes (the types and outcome ids the feed uses, see the sandbox
 * feed's pricing): `1x2` is "Match result" with `1 / X / 2`, `total` with `total=2.5` is "Total goals" with
 * "Over 2.5" and "Under 2.5", an Asian handicap names each side with its own line. A market whose type is not
 * known here is not shown: the page never prints a raw id.
 */

type MarketShape =
  | 'winner3'
  | 'winner2'
  | 'doubleChance'
  | 'nextGoal'
  | 'total'
  | 'handicap'
  | 'yesNo'
  | 'score';

const SHAPES: Readonly<Record<string, MarketShape>> = {
  '1x2': 'winner3',
  moneyline: 'winner2',
  match_winner: 'winner2',
  double_chance: 'doubleChance',
  next_goal: 'nextGoal',
  total: 'total',
  total_games: 'total',
  total_sets: 'total',
  total_maps: 'total',
  asian_handicap: 'handicap',
  spread: 'handicap',
  set_handicap: 'handicap',
  map_handicap: 'handicap',
  btts: 'yesNo',
  correct_score: 'score',
  set_score: 'score',
  map_score: 'score',
};

/** The order of the match page's market groups: who wins, then totals, handicaps, and exact scores last. */
export const MARKET_ORDER: readonly string[] = [
  '1x2',
  'moneyline',
  'match_winner',
  'double_chance',
  'total',
  'total_games',
  'total_sets',
  'total_maps',
  'asian_handicap',
  'spread',
  'set_handicap',
  'map_handicap',
  'btts',
  'next_goal',
  'set_score',
  'map_score',
  'correct_score',
];

type MarketRef = Pick<SportMarket, 'type' | 'specifiers'>;

export interface Sides {
  home: string;
  away: string;
}

export function isKnownMarket(type: string): boolean {
  return type in SHAPES;
}

/** A market's exact scores (`correct_score`...) are laid out as a grid rather than a row. */
export function isScoreMarket(type: string): boolean {
  return SHAPES[type] === 'score';
}

/** The line of a total or a handicap, as a number for ordering; 0 when the market has none. */
export function lineOf(market: MarketRef): number {
  const value = Number(market.specifiers.total ?? market.specifiers.hcp ?? 0);
  return Number.isFinite(value) ? value : 0;
}

/** A handicap as players read it: `+1.5`, `−0.5` (a true minus sign), `0`. */
export function signedLine(line: string): string {
  const value = Number(line);
  if (!Number.isFinite(value) || value === 0) return '0';
  return value > 0 ? `+${trimmed(value)}` : `\u2212${trimmed(-value)}`;
}

/** The other side's handicap: the same line with the sign turned. */
export function oppositeLine(line: string): string {
  const value = Number(line);
  return Number.isFinite(value) ? String(-value) : line;
}

function trimmed(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A market's title: "Match result (1X2)", "Total goals", "Next goal (goal 2)", "Set handicap"... */
export function marketTitle(sport: SportKey, market: MarketRef): Label {
  if (market.type === 'total') {
    if (sport === 'football' || sport === 'ice-hockey') return message('sportsbook.markets.totalGoals');
    if (sport === 'basketball') return message('sportsbook.markets.totalPoints');
    return message('sportsbook.markets.total');
  }
  if (market.type === 'next_goal') {
    return message('sportsbook.markets.next_goal', { n: market.specifiers.goalnr ?? '1' });
  }
  return message(`sportsbook.markets.${isKnownMarket(market.type) ? market.type : 'other'}`);
}

/**
 * An outcome's name. `short` is what its price button says, beside the market's title (`1`, `X`, `Over 2.5`,
 * `1 (−0.5)`, `2:1`); `full` names it alone, in the bet slip and in "my bets" (the team, "Draw", "Team (−0.5)").
 */
export function outcomeLabel(
  market: MarketRef,
  outcome: string,
  sides: Sides,
  form: 'short' | 'full',
): Label {
  const shape = SHAPES[market.type];
  switch (shape) {
    case 'winner3':
    case 'winner2':
      if (outcome === 'X') return form === 'short' ? literal('X') : message('sportsbook.outcomes.draw');
      return sideLabel(outcome, sides, form);
    case 'nextGoal':
      if (outcome === 'none')
        return message(`sportsbook.outcomes.${form === 'short' ? 'noGoalShort' : 'noGoal'}`);
      return sideLabel(outcome, sides, form);
    case 'doubleChance':
      return doubleChanceLabel(outcome, sides, form);
    case 'total':
      if (outcome === 'over' || outcome === 'under') {
        return message(`sportsbook.outcomes.${outcome}`, { line: market.specifiers.total ?? '' });
      }
      return literal(outcome);
    case 'handicap':
      return handicapLabel(market.specifiers.hcp ?? '0', outcome, sides, form);
    case 'yesNo':
      return outcome === 'yes' || outcome === 'no'
        ? message(`sportsbook.outcomes.${outcome}`)
        : literal(outcome);
    case 'score':
      return outcome === 'other' ? message('sportsbook.outcomes.otherScore') : literal(outcome);
    default:
      return literal(outcome);
  }
}

function sideLabel(outcome: string, sides: Sides, form: 'short' | 'full'): Label {
  if (form === 'short') return literal(outcome);
  if (outcome === '1') return literal(sides.home);
  if (outcome === '2') return literal(sides.away);
  return literal(outcome);
}

function doubleChanceLabel(outcome: string, sides: Sides, form: 'short' | 'full'): Label {
  if (form === 'short') return literal(outcome);
  if (outcome === '1X') return message('sportsbook.outcomes.homeOrDraw', { home: sides.home });
  if (outcome === '12')
    return message('sportsbook.outcomes.homeOrAway', { home: sides.home, away: sides.away });
  if (outcome === 'X2') return message('sportsbook.outcomes.drawOrAway', { away: sides.away });
  return literal(outcome);
}

function handicapLabel(hcp: string, outcome: string, sides: Sides, form: 'short' | 'full'): Label {
  if (outcome !== '1' && outcome !== '2') return literal(outcome);
  const line = signedLine(outcome === '1' ? hcp : oppositeLine(hcp));
  if (form === 'short') return literal(`${outcome} (${line})`);
  return message('sportsbook.outcomes.handicap', { team: outcome === '1' ? sides.home : sides.away, line });
}

/** The match page's markets by type, in MARKET_ORDER, each type's lines in order; unknown types are left out. */
export function marketGroups<M extends MarketRef>(markets: readonly M[]): { type: string; markets: M[] }[] {
  const byType = new Map<string, M[]>();
  for (const market of markets) {
    if (!isKnownMarket(market.type)) continue;
    const list = byType.get(market.type) ?? [];
    list.push(market);
    byType.set(market.type, list);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => MARKET_ORDER.indexOf(a) - MARKET_ORDER.indexOf(b))
    .map(([type, list]) => ({ type, markets: [...list].sort((a, b) => lineOf(a) - lineOf(b)) }));
}
