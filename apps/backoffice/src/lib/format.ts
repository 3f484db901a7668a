import { MINOR_UNITS } from '@casino/contracts';
/** How many decimals an amount in this currency has: its minor units per major unit (contracts) as a power of ten. */
export function currencyDecimals(currency: string): number {
  const units = (MINOR_UNITS as Record<string, number | undefined>)[currency] ?? 100;
  return String(units).length - 1;
}

/** Groups the digits of a non-negative integer string by thousands with a thin space: 1234567 → 1 234 567. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/**
 * Integer minor units as an amount with its currency, `1 234.50 UAH`, by integer division only: no float ever
 * touches the money. A value that is not a safe integer is shown as it came, marked.
 */
export function formatMoney(minorUnits: number, currency: string): string {
  if (!Number.isSafeInteger(minorUnits)) return `${String(minorUnits)} ${currency} (invalid)`;
  const decimals = currencyDecimals(currency);
  const scale = 10 ** decimals;
  const sign = minorUnits < 0 ? '−' : '';
  const absolute = Math.abs(minorUnits);
  const major = groupThousands(String(Math.floor(absolute / scale)));
  const minor = String(absolute % scale).padStart(decimals, '0');
  return `${sign}${decimals === 0 ? major : `${major}.${minor}`} ${currency}`;
}

/** A signed ledger amount: `+1 234.50 UAH` or `−10.00 UAH`. */
export function formatSignedMoney(minorUnits: number, currency: string): string {
  return minorUnits > 0 ? `+${formatMoney(minorUnits, currency)}` : formatMoney(minorUnits, currency);
}

/** Decimal odds kept as integer hundredths, as the sportsbook keeps them: 215 → `2.15`, by integer division only. */
export function formatOdds(hundredths: number): string {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) return `${String(hundredths)} (invalid)`;
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

const dateTime = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: '2-digit' });

/** An ISO instant in the operator's local time; an unreadable one as it came. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}

/** A file size: 512 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** `duplicateCredentials` → `Duplicate credentials`, `id_card` → `Id card`. */
export function humanize(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const percent = new Intl.NumberFormat(undefined, {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A chance (0 to 1) as a percent with two decimals, in the operator's locale. */
export function formatChance(chance: number): string {
  return percent.format(chance);
}
