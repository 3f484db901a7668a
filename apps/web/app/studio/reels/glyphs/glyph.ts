/** A symbol's drawing in a 100 x 100 box, painted with the shared gradients (`url(#sg-...)`). */
export type Glyph = () => React.ReactElement;

/** A gradient of the shared set, as an SVG paint. */
export function paint(name: string): string {
  return `url(#sg-${name})`;
}
