import { randomBytes } from 'node:crypto';
import { AUTH_TOKEN_HEADER, RENDER_COOKIES, SESSION_COOKIE } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';

/** A server-rendered page as sent: status, headers and the HTML with the nonce still a placeholder. */
export interface RenderedPage {
  status: number;
  headers: [string, string][];
  html: string;
}

/** A stored page: the body already UTF-8 encoded, split where the nonce goes, so a response is one copy. */
interface StoredPage extends RenderedPage {
  parts: Buffer[];
}

/**
 * Guests' rendered pages, kept as long as the guest page data they show (spec section 9: 5 minutes).
 *
 * A page is rendered once with a secret placeholder in place of the CSP nonce and stored; every response then gets
 * its own fresh nonce substituted in. The placeholder is random per process, so no content can forge it.
 * The key is the URL plus the cookies the renderer reads (RENDER_COOKIES): nothing else may change a page.
 */
export class RenderedPageCache {
  readonly placeholder = `nonce${randomBytes(18).toString('hex')}`;
  readonly #pages: TtlCache<StoredPage>;

  constructor(options: { ttlMs: number; maxEntries: number; clock: Clock }) {
    this.#pages = new TtlCache(options);
  }

  key(url: string, cookies: Record<string, string | undefined>): string {
    return [url, ...RENDER_COOKIES.map((name) => cookies[name] ?? '')].join('\n');
  }

  /**
   * Whether a request may share guests' pages: one carrying a session (cookie or app header) shows its player's
   * data, so it is never served from, nor stored in, the cache, even when the session turns out to be stale.
   */
  isGuestRequest(request: {
    cookies: Record<string, string | undefined>;
    headers: Record<string, unknown>;
  }): boolean {
    return !request.cookies[SESSION_COOKIE] && !request.headers[AUTH_TOKEN_HEADER];
  }

  get(key: string): StoredPage | undefined {
    return this.#pages.get(key);
  }

  /** Taken before rendering a page to store: a page rendered across a `clear` may show what was cleared. */
  mark(): number {
    return this.#pages.mark();
  }

  /** Drops every page, when what guests' pages are made of changed (GUEST_PAGE_TOPICS). */
  clear(): void {
    this.#pages.clear();
  }

  /** Only complete, successful, cookie-free HTML pages are shared between guests. */
  store(key: string, page: RenderedPage, renderedSince: number): void {
    const cacheable =
      page.status === 200 &&
      !page.headers.some(([name]) => name === 'set-cookie' || name === 'cache-control');
    if (cacheable)
      this.#pages.set(
        key,
        { ...page, parts: page.html.split(this.placeholder).map((part) => Buffer.from(part)) },
        renderedSince,
      );
  }

  /** The page's body with this response's nonce in place of the placeholder. */
  withNonce(page: RenderedPage | StoredPage, nonce: string): Buffer {
    const parts =
      'parts' in page ? page.parts : page.html.split(this.placeholder).map((part) => Buffer.from(part));
    const separator = Buffer.from(nonce);
    const chunks: Buffer[] = [];
    parts.forEach((part, index) => {
      if (index > 0) chunks.push(separator);
      chunks.push(part);
    });
    return Buffer.concat(chunks);
  }
}
