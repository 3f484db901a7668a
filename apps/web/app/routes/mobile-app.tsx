import { serverPageData, clientPageData } from '../lib/page-data';
import type { Route } from './+types/mobile-app';
import { pageMeta } from '../lib/page-meta';

export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'mobile-app');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'mobile-app');
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <h1 className="p-8 text-3xl font-bold">{loaderData.seo.h1}</h1>;
}
