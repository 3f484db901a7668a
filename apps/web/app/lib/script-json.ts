/** JSON for an inline script element (a data block, JSON-LD): `<` escaped, so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
