import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';
import {
  isServed,
  MAIN_ROUTES,
  MOBILE_APP_PREFIX,
  MOBILE_APP_ROUTES,
  type RouteEntry,
} from './lib/route-table';

/** `/faq/` -> `faq`, `/` -> '' (relative child paths under a prefix). */
function relative(path: string): string {
  return path.replace(/^\/|\/$/g, '');
}

function served(table: Record<string, RouteEntry>, idPrefix: string) {
  return Object.entries(table)
    .filter((entry): entry is [string, RouteEntry & { file: string }] => isServed(entry[1]))
    .map(([name, entry]) =>
      relative(entry.path) === ''
        ? index(entry.file, { id: `${idPrefix}${name}` })
        : route(relative(entry.path), entry.file, { id: `${idPrefix}${name}` }),
    );
}

export default [
  ...prefix(MOBILE_APP_PREFIX.slice(1), [
    layout('routes/mobile-app-provider-layout.tsx', { id: 'mobile-app-provider' }, [
      ...served(MOBILE_APP_ROUTES, 'mobile-app-provider/'),
      route('*', 'routes/not-found.tsx', { id: 'mobile-app-provider/not-found' }),
    ]),
  ]),
  route(':lang?', 'routes/main-layout.tsx', { id: 'main' }, [
    ...served(MAIN_ROUTES, 'main/'),
    route('*', 'routes/not-found.tsx', { id: 'main/not-found' }),
  ]),
] satisfies RouteConfig;
