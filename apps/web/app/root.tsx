import { splitLanguagePrefix } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import { BrandStyle } from './brands/brand-style';
import { ErrorPage } from './components/layout/error-page';
import { afterIslandsHydrate } from './components/layout/hydration-island';
import { ModalHost } from './components/modals/modal-host';
import { ToastRegion } from './components/toasts/toast-region';
import { parseAgeConfirmed } from './features/legal/consent/consent-cookie';
import { AppDataProvider } from './lib/app-data';
import { useDeepLinks } from './lib/deep-links/use-deep-links';
import { I18nBootstrapScript } from './lib/i18n-bootstrap';
import { installModals } from './lib/modals/modal-registry';
import { parseOddsFormat } from './lib/odds-format-preference';
import { platformContext } from './lib/platform-context';
import type { RootData } from './lib/root-data';
import { parseSidebarCollapsed } from './lib/sidebar-state';
import { restoreTelegramWebAppClass } from './lib/telegram-web-app';
import { DEEP_LINKS } from './shell/deep-link-table';
import { MODAL_TABLE } from './shell/modal-table';

// Before anything renders or runs a deep link: the modals the site opens by name.
installModals(MODAL_TABLE);

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const platform = context.get(platformContext);
  const { lang } = splitLanguagePrefix(new URL(request.url).pathname);
  const init = await platform.appInit(lang);
  return {
    init,
    theme: platform.theme,
    nonce: platform.nonce,
    sidebarCollapsed: parseSidebarCollapsed(request.headers.get('cookie')),
    oddsFormat: parseOddsFormat(request.headers.get('cookie')),
    ageConfirmed: parseAgeConfirmed(request.headers.get('cookie')),
  };
}

/** The start-up data is read once; language switches load a new document. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const lang = data?.init.i18nLang ?? 'uk';
  return (
    <html
      lang={lang}
      className={data?.theme ?? 'dark-theme'}
      data-brand={data?.init.appMain.project.brand.id}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data ? <BrandStyle brand={data.init.appMain.project.brand.id} /> : null}
        {/* With a precedence React writes the stylesheet ahead of the scripts' preloads, so a phone's few
            connections fetch what the first paint waits for first. */}
        <link rel="stylesheet" href={appStylesheet} precedence="app" />
        <Meta />
        <Links nonce={data?.nonce} />
      </head>
      <body>
        {children}
        <I18nBootstrapScript addresses={data?.init.i18nMessages} nonce={data?.nonce} />
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

/**
 * What runs on every page of the document: query deep links, the Telegram web-app marker, and two marks on
 * `<html>` for browser tests (and styles): `data-hydrated` once every part of the page is interactive, and
 * `data-page`, the path on screen once a navigation has settled (absent while one is under way).
 */
function DocumentEffects() {
  useDeepLinks(DEEP_LINKS);
  const settled = useNavigation().state === 'idle';
  const { pathname } = useLocation();
  useEffect(() => {
    restoreTelegramWebAppClass();
    return afterIslandsHydrate(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  useEffect(() => {
    if (settled) document.documentElement.dataset.page = pathname;
    else delete document.documentElement.dataset.page;
  }, [settled, pathname]);
  return null;
}

export default function App() {
  const { init } = useLoaderData<typeof loader>();
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <AppDataProvider init={init}>
        <Outlet />
        <ModalHost />
        <ToastRegion />
        <DocumentEffects />
      </AppDataProvider>
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
