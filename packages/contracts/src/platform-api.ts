import type { ApiError } from './api-error.ts';
import type { AppInit } from './app-init.ts';
import type { Language } from './language.ts';
import type { PageData } from './page-data.ts';

/** The outcome of a page-data lookup, as the REST endpoint and the server renderer both see it. */
export type PageDataResult =
  | { status: 200; body: PageData }
  | { status: 301; redirectUrl: string }
  | { status: number; error: ApiError };

/**
 * What the server hands the React renderer for one request: the same services the REST endpoints call,
 * so a server-rendered page and a client navigation read identical data without an HTTP round trip.
 */
export interface PlatformApi {
  requestId: string;
  /** Content-Security-Policy nonce of this response's inline scripts. */
  nonce: string;
  /** Theme chosen by the visitor (cookie), rendered on the server so the page never flashes. */
  theme: 'dark-theme' | 'light-theme' | 'system-theme';
  appInit(lang: Language): Promise<AppInit>;
  pageData(pathname: string): Promise<PageDataResult>;
}
