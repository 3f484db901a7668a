/**
 * A CSV document (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled. Fields that a
 * spreadsheet would run as a formula (leading = + - @ followed by a letter or symbol) are prefixed with a quote,
 * so a statement opened in Excel cannot execute what a player typed into a reference.
 */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r][^0-9]/.test(value) || /^[=@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
