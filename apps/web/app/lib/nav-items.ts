import { type Language, localizePath } from '@casino/contracts';
import { isServed, MAIN_ROUTES, type MainRouteName, type RouteEntry } from './route-table';

export interface NavItem {
  name: MainRouteName;
  /** Language-neutral path, e.g. `/faq/`. */
  path: string;
  /** Message key of the label. */
  labelKey: string;
}

/** The main navigation: routes that name a label (`nav`) and are served, in the route table's order. */
export function navItems(table: Readonly<Record<MainRouteName, RouteEntry>> = MAIN_ROUTES): NavItem[] {
  return (Object.entries(table) as [MainRouteName, RouteEntry][])
    .filter(([, entry]) => entry.nav !== undefined && isServed(entry))
    .map(([name, entry]) => ({ name, path: entry.path, labelKey: entry.nav as string }));
}

/** The home page link, which leads every section list. */
export const HOME_NAV_ITEM: NavItem = { name: 'home', path: MAIN_ROUTES.home.path, labelKey: 'nav.home' };

/** Whether `pathname` (with its language prefix) is the item's page or below it. */
export function isNavItemActive(item: NavItem, pathname: string, lang: Language): boolean {
  const target = localizePath(item.path, lang);
  if (item.path === '/') return pathname === target || pathname === target.replace(/\/$/, '');
  return pathname === target || pathname.startsWith(target);
}
