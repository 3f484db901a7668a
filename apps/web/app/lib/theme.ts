import { THEME_COOKIE } from '@casino/contracts';
import { writeCookie } from './cookies';
import { createStore, useStore } from './external-store';

/** Theme classes of spec section 3; dark is the default. The choice lives in a cookie for 365 days. */
export const THEMES = ['dark-theme', 'light-theme', 'system-theme'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark-theme';
export const THEME_COOKIE_DAYS = 365;

/** The theme class currently on `<html>` (the server put it there from the cookie). */
function documentTheme(): Theme {
  if (typeof document === 'undefined') return DEFAULT_THEME;
  return THEMES.find((theme) => document.documentElement.classList.contains(theme)) ?? DEFAULT_THEME;
}

const themeStore = createStore<Theme>(documentTheme);

/** Applies a theme at once and remembers it; the server renders the same class on the next page load. */
export function saveTheme(theme: Theme): void {
  writeCookie(THEME_COOKIE, theme, THEME_COOKIE_DAYS);
  const root = document.documentElement;
  for (const value of THEMES) root.classList.toggle(value, value === theme);
  themeStore.set(theme);
}

/** The chosen theme; `serverTheme` is the one the server rendered, used while hydrating. */
export function useTheme(serverTheme: Theme): Theme {
  return useStore(themeStore, serverTheme);
}
