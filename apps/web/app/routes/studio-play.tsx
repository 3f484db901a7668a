import { useEffect } from 'react';
import { I18nProvider } from '../lib/i18n';
import type { I18nHandle } from '../lib/i18n-bootstrap';
import { privatePageMeta } from '../lib/page-meta';
import { studioCatalogue } from '../studio/studio-language';
import { StudioLoading } from '../studio/studio-loading';
import { StudioPlayPage } from '../studio/studio-play-page';
import type { Route } from './+types/studio-play';

/**
 * `/studio/play/{slug}/?token=&lang=`: a studio game, alone in the casino's Game modal frame. It renders in the
 * browser only (the server sends the loading screen), and its address carries a one-time launch token, so the
 * page is never stored in the shared page cache.
 */
export const loader = () => null;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const query = new URL(request.url).searchParams;
  return { token: query.get('token'), catalogue: await studioCatalogue(query.get('lang')) };
}
clientLoader.hydrate = true as const;

export const headers = () => ({ 'Cache-Control': 'private, no-store' });
/** The title's messages, loaded before the page hydrates. */
export const handle: I18nHandle = { i18n: ['studio'] };
export const meta = (args: Route.MetaArgs) => privatePageMeta(args.matches, 'studio.title');

export function HydrateFallback() {
  return <StudioLoading />;
}

export default function StudioPlayRoute({ loaderData }: Route.ComponentProps) {
  const { token, catalogue } = loaderData;
  useEffect(() => {
    if (catalogue) document.documentElement.lang = catalogue.lang;
  }, [catalogue]);
  const page = <StudioPlayPage token={token} />;
  return catalogue ? <I18nProvider catalogue={catalogue}>{page}</I18nProvider> : page;
}
