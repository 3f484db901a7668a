import { uniformInt } from '../../fair/uniform-int.ts';
import {
  type ParamsCheck,
  type RandomSource,
  ROULETTE_BET_TYPES,
  type RouletteBet,
  type RouletteBetType,
  type RouletteOutcome,
  type RoulettePaytable,
  type RoundResult,
  type StudioGameDefinition,
} from '../../types.ts';
import { ROULETTE_CHIPS } from '../bet-steps.ts';
import { isPositiveSafeInteger, isRecord } from '../params.ts';
import { BET_LABELS } from './labels.ts';
import { BET_LAYOUTS, colorOf, coveredNumbers, EUROPEAN_WHEEL, PAYOUTS, POCKETS } from './table.ts';

/** More separate chips than any table layout can hold is not a real bet. */
export const MAX_ROULETTE_BETS = 200;

const BET_TYPES = new Set<string>(ROULETTE_BET_TYPES);

function parseBet(raw: unknown): RouletteBet | string {
  if (!isRecord(raw)) return 'each bet must be an object';
  const { type, numbers = [], amount } = raw;
  if (typeof type !== 'string' || !BET_TYPES.has(type)) return `unknown bet type ${String(type)}`;
  if (!Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n)))
    return 'numbers must be integers';
  if (!isPositiveSafeInteger(amount)) return 'amount must be a positive integer';
  const covered = coveredNumbers(type as RouletteBetType, numbers);
  if (!covered) return `numbers ${numbers.join(',')} are not a ${type} bet on the table`;
  return { type: type as RouletteBetType, numbers: covered, amount };
}

/** `{ bets: [{ type, numbers, amount }] }`: each bet a real table position, the amounts summing to the stake. */
export function validateRouletteParams(bet: number, params: unknown): ParamsCheck {
  if (!isRecord(params) || !Array.isArray(params.bets)) return { ok: false, reason: 'bets must be a list' };
  if (params.bets.length === 0) return { ok: false, reason: 'place at least one bet' };
  if (params.bets.length > MAX_ROULETTE_BETS)
    return { ok: false, reason: `at most ${MAX_ROULETTE_BETS} bets` };
  const bets: RouletteBet[] = [];
  let total = 0;
  for (const raw of params.bets) {
    const parsed = parseBet(raw);
    if (typeof parsed === 'string') return { ok: false, reason: parsed };
    bets.push(parsed);
    total += parsed.amount;
  }
  if (total !== bet) return { ok: false, reason: `bet amounts sum to ${total}, not the stake ${bet}` };
  return { ok: true, params: { bets } };
}

export function settleRoulette(number: number, bets: readonly RouletteBet[]): RouletteOutcome['bets'] {
  return bets.map((bet) => ({
    ...bet,
    win: bet.numbers.includes(number) ? bet.amount * (PAYOUTS[bet.type] + 1) : 0,
  }));
}

function play(source: RandomSource, _bet: number, params: Record<string, unknown>): RoundResult {
  const number = uniformInt(source, POCKETS);
  const bets = settleRoulette(number, params.bets as RouletteBet[]);
  const outcome: RouletteOutcome = { number, color: colorOf(number), bets };
  return { win: bets.reduce((sum, b) => sum + b.win, 0), outcome: { ...outcome } };
}

function paytable(): RoulettePaytable {
  return {
    kind: 'roulette',
    wheel: [...EUROPEAN_WHEEL],
    colors: Object.fromEntries(EUROPEAN_WHEEL.map((n) => [n, colorOf(n)])),
    bets: ROULETTE_BET_TYPES.map((type) => ({
      type,
      covers: BET_LAYOUTS[type][0]!.length,
      payout: PAYOUTS[type],
      labels: BET_LABELS[type],
    })),
  };
}

export const europeanRoulette: StudioGameDefinition = {
  slug: 'european-roulette',
  kind: 'roulette',
  volatility: 'low',
  rtp: 9730,
  titles: { uk: 'Європейська рулетка', ru: 'Европейская рулетка', en: 'European Roulette' },
  theme: 'roulette-classic',
  betSteps: ROULETTE_CHIPS,
  maxWinMultiplier: 36,
  minGameCycleMs: 0,
  validateParams: validateRouletteParams,
  play,
  paytable,
};
