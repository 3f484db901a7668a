import type { ParamsCheck } from '../types.ts';

/** Small shape checks shared by the games' `validateParams`. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isPositiveSafeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Slots take no parameters: the stake is the whole bet, spread over the lines. */
export function validateNoParams(_bet: number, params: unknown): ParamsCheck {
  if (params === undefined || (isRecord(params) && Object.keys(params).length === 0))
    return { ok: true, params: {} };
  return { ok: false, reason: 'this game takes no parameters' };
}
