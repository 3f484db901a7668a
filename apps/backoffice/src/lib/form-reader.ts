import { type Currency, LANGUAGES, type LocalizedText } from '@casino/contracts';
import { parseAmount } from './amount';
import { fromKyivInput } from './kyiv-time';

/** A bound as an operator reads it: 100,000,000 rather than 100000000. */
function grouped(bound: number): string {
  return bound.toLocaleString('en-GB');
}

/**
 * Reads a form's typed values, collecting a message per field it cannot read. What it cannot read stands in as a
 * plain value, so the contract's rules still check the other fields; terms read with a message are never sent.
 */
export class FormReader {
  readonly errors: Record<string, string> = {};

  whole(field: string, value: string, min: number, max: number): number | null {
    const typed = value.trim();
    if (typed === '') return null;
    const number = Number(typed);
    if (!/^\d+$/.test(typed) || number < min || number > max) {
      this.errors[field] = `Enter a whole number from ${grouped(min)} to ${grouped(max)}.`;
      return null;
    }
    return number;
  }

  required(field: string, value: string, min: number, max: number): number {
    const number = this.whole(field, value, min, max);
    if (number === null && !this.errors[field]) this.errors[field] = 'Required.';
    return number ?? min;
  }

  /** A multiplier typed with at most two decimals (`1000`, `12.5`), in hundredths. */
  multiplier(field: string, value: string, min: number, max: number): number {
    const typed = value.trim().replace(',', '.');
    const hundredths = Math.round(Number(typed) * 100);
    if (typed === '') {
      this.errors[field] = 'Required.';
      return min;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(typed) || hundredths < min || hundredths > max) {
      this.errors[field] = `Enter a multiplier from ${min / 100} to ${max / 100}, with at most 2 decimals.`;
      return min;
    }
    return hundredths;
  }

  /** An amount typed in major units, as minor units; empty: null. */
  money(field: string, value: string, currency: Currency, max: number): number | null {
    if (value.trim() === '') return null;
    const parsed = parseAmount(value, currency, max);
    if (parsed.ok) return parsed.minorUnits;
    this.errors[field] = parsed.message;
    return null;
  }

  instant(field: string, value: string): string {
    const instant = fromKyivInput(value);
    if (instant === undefined)
      this.errors[field] = value.trim() === '' ? 'Required.' : 'Enter a date and time.';
    return instant ?? '';
  }

  text(field: string, value: LocalizedText): LocalizedText {
    for (const lang of LANGUAGES) {
      if (value[lang].trim() === '') this.errors[`${field}.${lang}`] = 'Write it in every language.';
    }
    return value;
  }
}
