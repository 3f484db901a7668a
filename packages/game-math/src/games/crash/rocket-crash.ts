import { CRASH_INSTANT_BUST_ONE_IN, crashPointFromSource } from '../../fair/crash-point.ts';
import type {
  CrashOutcome,
  CrashPaytable,
  ParamsCheck,
  RandomSource,
  RoundResult,
  StudioGameDefinition,
} from '../../types.ts';
import { STANDARD_BET_STEPS } from '../bet-steps.ts';
import { isRecord } from '../params.ts';

/** Cash-out targets in hundredths: 1.01x to 1000.00x. */
export const CRASH_CASH_OUT = { min: 101, max: 100_000 };

export function validateCrashParams(_bet: number, params: unknown): ParamsCheck {
  if (!isRecord(params)) return { ok: false, reason: 'params must be an object' };
  const { cashOut } = params;
  if (
    typeof cashOut !== 'number' ||
    !Number.isInteger(cashOut) ||
    cashOut < CRASH_CASH_OUT.min ||
    cashOut > CRASH_CASH_OUT.max
  ) {
    return {
      ok: false,
      reason: `cashOut must be an integer from ${CRASH_CASH_OUT.min} to ${CRASH_CASH_OUT.max} (hundredths)`,
    };
  }
  return { ok: true, params: { cashOut } };
}

/** The player's automatic cash-out is set before the round; it wins when the rocket reaches it. */
function play(source: RandomSource, bet: number, params: Record<string, unknown>): RoundResult {
  const cashOut = params.cashOut as number;
  const crashPoint = crashPointFromSource(source);
  const won = crashPoint >= cashOut;
  const outcome: CrashOutcome = { crashPoint, cashOut, won };
  return { win: won ? Math.floor((bet * cashOut) / 100) : 0, outcome: { ...outcome } };
}

function paytable(): CrashPaytable {
  return {
    kind: 'crash',
    cashOut: CRASH_CASH_OUT,
    instantBustOneIn: Number(CRASH_INSTANT_BUST_ONE_IN),
    formula:
      'h = top 52 bits of HMAC-SHA256(serverSeed, clientSeed:nonce:0), e = 2^52; crash = 1.00x if h % 101 = 0, ' +
      'else floor((100e - h) / (e - h)) / 100; win = floor(bet * cashOut / 100) when crash >= cashOut',
  };
}

export const rocketCrash: StudioGameDefinition = {
  slug: 'rocket-crash',
  kind: 'crash',
  volatility: 'high',
  rtp: 9802,
  titles: { uk: 'Ракета', ru: 'Ракета', en: 'Rocket Crash' },
  theme: 'crash-rocket',
  betSteps: STANDARD_BET_STEPS,
  maxWinMultiplier: CRASH_CASH_OUT.max / 100,
  minGameCycleMs: 0,
  validateParams: validateCrashParams,
  play,
  paytable,
};
