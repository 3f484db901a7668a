/** A measurement written with a fixed number of decimals (rates, ratios, milliseconds), through Intl like every number shown. */
export function decimals(value: number, digits: number): string {
  return new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
}
