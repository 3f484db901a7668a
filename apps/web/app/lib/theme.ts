/** Theme classes of spec section 3; dark is the default. The choice lives in a cookie for 365 days. */
export const THEMES = ['dark-theme', 'light-theme', 'system-theme'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_COOKIE = 'theme';
export const THEME_COOKIE_DAYS = 365;

export function saveTheme(theme: Theme): void {
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${THEME_COOKIE_DAYS * 24 * 60 * 60}; samesite=lax`;
  const root = document.documentElement;
  for (const value of THEMES) root.classList.toggle(value, value === theme);
}
