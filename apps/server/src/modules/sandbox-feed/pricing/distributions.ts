/** The few distributions the pricing models need. */

/** P(X = k) for X ~ Poisson(lambda), for k = 0..max. */
export function poissonProbabilities(lambda: number, max: number): number[] {
  const probabilities: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k += 1) {
    probabilities.push(p);
    p = (p * lambda) / (k + 1);
  }
  return probabilities;
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    t *
      (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
      Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** P(lower < X < upper) for X ~ Normal(mean, sd). */
export function normalBetween(mean: number, sd: number, lower: number, upper: number): number {
  return normalCdf((upper - mean) / sd) - normalCdf((lower - mean) / sd);
}
