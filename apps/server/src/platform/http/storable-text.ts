import { validationFailed } from './app-error.ts';

/**
 * Why a string from a client cannot be kept as text, or undefined when it can: PostgreSQL refuses the NUL
 * character in text (the query failed with a 500), and a lone surrogate is not Unicode at all (the driver would
 * store a replacement character in its place). Everything else, bidi overrides included, is the fields' own
 * validation's business.
 */
export function unstorableText(value: string): string | undefined {
  if (value.includes('\u0000')) return 'must not contain the NUL character';
  if (!value.isWellFormed()) return 'must be valid Unicode text';
  return undefined;
}

/** The first string in a parsed JSON value, keys included, that cannot be kept as text, named by its field path. */
function firstUnstorable(value: unknown, path: string[]): { field: string; problem: string } | undefined {
  const named = (parts: string[]) => parts.join('.') || '_';
  if (typeof value === 'string') {
    const problem = unstorableText(value);
    return problem ? { field: named(path), problem } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstUnstorable(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = unstorableText(key);
      if (keyProblem) return { field: named(path), problem: `field names ${keyProblem}` };
      const found = firstUnstorable(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Throws 422 `validation_failed` naming the field when any string of `value` cannot be kept as text: the one
 * check every request body and query passes at the edge (decision 018), and multipart fields where they are read.
 */
export function assertStorableText(value: unknown, path: string[] = []): void {
  const found = firstUnstorable(value, path);
  if (found) throw validationFailed({ [found.field]: found.problem });
}
