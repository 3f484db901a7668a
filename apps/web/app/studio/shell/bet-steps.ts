/**
 * Stakes come only from the session's bet steps (ascending minor units): the selector moves between them and
 * never takes typed amounts, so every stake the client sends is one the game allows.
 */

/** The step to start on: the smallest, a stake nobody is surprised by. */
export function initialBet(steps: readonly number[]): number {
  const first = steps[0];
  if (first === undefined) throw new Error('a game needs at least one bet step');
  return first;
}

/** The step equal to `bet`, or the nearest below it (the first step when `bet` is under all of them). */
export function stepIndex(steps: readonly number[], bet: number): number {
  let index = 0;
  steps.forEach((step, position) => {
    if (step <= bet) index = position;
  });
  return index;
}

/** One step up (+1) or down (-1) from `bet`, staying on the first or last step at the ends. */
export function stepBet(steps: readonly number[], bet: number, direction: 1 | -1): number {
  const index = Math.min(steps.length - 1, Math.max(0, stepIndex(steps, bet) + direction));
  return steps[index] ?? initialBet(steps);
}

/** Whether the selector can move further that way. */
export function canStep(steps: readonly number[], bet: number, direction: 1 | -1): boolean {
  const index = stepIndex(steps, bet) + direction;
  return index >= 0 && index < steps.length;
}
