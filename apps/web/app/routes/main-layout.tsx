import { DEFAULT_LANGUAGE, isLanguage } from '@casino/contracts';
import { data, Outlet } from 'react-router';
import { RouteErrorPage } from '../components/layout/route-error-page';
import { SiteLayout } from '../components/layout/site-layout';
import type { Route } from './+types/main-layout';

/** The main area sits under an optional `/ru` or `/en` prefix; any other first segment is not a language. */
function assertLanguage(lang: string | undefined) {
  if (lang !== undefined && (!isLanguage(lang) || lang === DEFAULT_LANGUAGE))
    throw data(null, { status: 404 });
}

export function loader({ params }: Route.LoaderArgs) {
  assertLanguage(params.lang);
  return null;
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  assertLanguage(params.lang);
  return null;
}

export default function MainLayout() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteLayout>
      <RouteErrorPage error={error} />
    </SiteLayout>
  );
}
