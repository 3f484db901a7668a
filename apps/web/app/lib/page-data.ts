import type { PageData, PageDataResult, PageType } from '@casino/contracts';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { apiFetch } from './api-client';
import { platformContext } from './platform-context';
import { raiseUnauthorized } from './unauthorized';

/** `/faq/` -> `/rest/page/faq/` (spec section 7: GET /rest/page{path}/). */
export function pageDataUrl(pathname: string): string {
  return `/rest/page${pathname}`;
}

/** Turns a page-data result into loader data, a redirect, or the error status the page then shows. */
function settle<T extends PageType>(result: PageDataResult, expected: T): PageData<T> {
  if ('redirectUrl' in result) throw redirect(result.redirectUrl, 301);
  if ('error' in result) throw data(result.error, { status: result.status || 404 });
  if (result.body.pageType !== expected) throw data(null, { status: 404 });
  return result.body as PageData<T>;
}

/** Server loader: reads page data through the platform service, without an HTTP round trip. */
export async function serverPageData<T extends PageType>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  expected: T,
): Promise<PageData<T>> {
  const platform = context.get(platformContext);
  return settle(await platform.pageData(new URL(request.url).pathname), expected);
}

/**
 * Client loader for navigations: `GET /rest/page{path}/` with the referer. 401/403 raise the unauthorised
 * event (retrying the navigation), a redirectUrl redirects, other statuses become the page status (404 if none).
 */
export async function clientPageData<T extends PageType>(
  request: Request,
  expected: T,
): Promise<PageData<T>> {
  const url = new URL(request.url);
  const response = await apiFetch<PageData>(pageDataUrl(url.pathname), {
    referer: document.location.href,
    signal: request.signal,
  });
  if (response.status === 401 || response.status === 403) {
    raiseUnauthorized(() => window.location.assign(url.pathname + url.search));
  }
  const body = response.body;
  if ('redirectUrl' in body && body.redirectUrl)
    return settle({ status: 301, redirectUrl: body.redirectUrl }, expected);
  if (response.status !== 200 || !('success' in body) || body.success !== true) {
    const error =
      'error' in body ? body : { success: false as const, error: { code: 'page_failed', message: '' } };
    return settle({ status: response.status || 404, error }, expected);
  }
  return settle({ status: 200, body }, expected);
}
