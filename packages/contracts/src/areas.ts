/** The mobile app's webview area: pages without the site chrome, not meant for search engines. */
export const MOBILE_APP_PREFIX = '/mobile-app-provider';

export function isMobileAppPath(path: string): boolean {
  return path === `${MOBILE_APP_PREFIX}/` || path.startsWith(`${MOBILE_APP_PREFIX}/`);
}
