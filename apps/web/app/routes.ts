import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';
import {
  CASH_ROUTES,
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

function served(table: Record<string, RouteEntry>, idPrefix: string, bare = false) {
  return Object.entries(table)
    .filter((entry): entry is [string, RouteEntry & { file: string }] => isServed(entry[1]))
    .filter(([, entry]) => (entry.bare ?? false) === bare)
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
  // A studio game in the Game modal's frame: outside the language prefixes (the launch names the language).
  route('studio/play/:slug', 'routes/studio-play.tsx', { id: 'studio-play' }),
  // A game's artwork as an image, for every brand, theme and language alike.
  route('art/:width/:file', 'routes/game-art-image.ts', { id: 'game-art-image' }),
  // Pages without the site chrome: the cash desk as a widget, the payment provider's return pages.
  route(':lang?', 'routes/bare-layout.tsx', { id: 'bare' }, served(CASH_ROUTES, 'bare/', true)),
  route(':lang?', 'routes/main-layout.tsx', { id: 'main' }, [
    ...served(MAIN_ROUTES, 'main/'),
    ...served(CASH_ROUTES, 'main/cash-'),
    route('*', 'routes/not-found.tsx', { id: 'main/not-found' }),
  ]),
] satisfies RouteConfig;
