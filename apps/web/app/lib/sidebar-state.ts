import { SIDEBAR_COOKIE } from '@casino/contracts';
import { readCookie, writeCookie } from './cookies';
import { createStore, useStore } from './external-store';

/** The desktop sidebar's collapsed state, in a cookie so the server renders it the way the player left it. */
const SIDEBAR_COOKIE_DAYS = 365;
const COLLAPSED = 'collapsed';

export function parseSidebarCollapsed(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, SIDEBAR_COOKIE) === COLLAPSED;
}

const sidebarStore = createStore<boolean>(() =>
  typeof document === 'undefined' ? false : parseSidebarCollapsed(document.cookie),
);

export function setSidebarCollapsed(collapsed: boolean): void {
  writeCookie(SIDEBAR_COOKIE, collapsed ? COLLAPSED : 'expanded', SIDEBAR_COOKIE_DAYS);
  sidebarStore.set(collapsed);
}

export function useSidebarCollapsed(serverValue: boolean): boolean {
  return useStore(sidebarStore, serverValue);
}
