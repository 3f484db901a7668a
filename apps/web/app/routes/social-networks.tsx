import { serverPageData, clientPageData } from '../lib/page-data';
import type { Route } from './+types/social-networks';
import { pageMeta } from '../lib/page-meta';

export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'social-networks');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'social-networks');
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <h1 className="p-8 text-3xl font-bold">{loaderData.seo.h1}</h1>;
}
