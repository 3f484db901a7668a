const DAY_SECONDS = 24 * 60 * 60;

/** Spec section 9: cookies last one day on path `/` unless a longer life is given. */
export const DEFAULT_COOKIE_DAYS = 1;

export function writeCookie(name: string, value: string, days = DEFAULT_COOKIE_DAYS): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${days * DAY_SECONDS}; samesite=lax`;
}

/** Reads one cookie from a `Cookie` header (server) or `document.cookie` (browser). */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
