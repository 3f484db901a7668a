import { type Language, localizePath } from '@casino/contracts';
import { isServed, MAIN_ROUTES, type MainRouteName, type RouteEntry } from './route-table';

export interface NavItem {
  name: MainRouteName;
  /** Language-neutral path, e.g. `/faq/`. */
  path: string;
  /** Message key of the label. */
  labelKey: string;
}

type RouteTable = Readonly<Record<MainRouteName, RouteEntry>>;

/** Served routes that name a label under `list`, in the route table's order. */
function labelledItems(table: RouteTable, list: 'nav' | 'legal'): NavItem[] {
  return (Object.entries(table) as [MainRouteName, RouteEntry][]).flatMap(([name, entry]) => {
    const labelKey = entry[list];
    return labelKey !== undefined && isServed(entry) ? [{ name, path: entry.path, labelKey }] : [];
  });
}

/** The main navigation: routes that name a label (`nav`) and are served, in the route table's order. */
export function navItems(table: RouteTable = MAIN_ROUTES): NavItem[] {
  return labelledItems(table, 'nav');
}

/** The sections across the header: the main navigation but those kept off its full row (`offHeader`). */
export function headerNavItems(table: RouteTable = MAIN_ROUTES): NavItem[] {
  return navItems(table).filter((item) => !table[item.name].offHeader);
}

/** The footer's legal links: routes that name a legal label (`legal`) and are served. */
export function legalItems(table: RouteTable = MAIN_ROUTES): NavItem[] {
  return labelledItems(table, 'legal');
}

/** The home page link, which leads every section list. */
export const HOME_NAV_ITEM: NavItem = { name: 'home', path: MAIN_ROUTES.home.path, labelKey: 'nav.home' };

/** Whether `pathname` (with its language prefix) is the item's page or below it. */
export function isNavItemActive(item: NavItem, pathname: string, lang: Language): boolean {
  const target = localizePath(item.path, lang);
  if (item.path === '/') return pathname === target || pathname === target.replace(/\/$/, '');
  return pathname === target || pathname.startsWith(target);
}
