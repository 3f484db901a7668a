import { serverPageData, clientPageData } from '../lib/page-data';
import type { Route } from './+types/home';
import { pageMeta } from '../lib/page-meta';

export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'home');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'home');
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1 className="p-8 text-3xl font-bold">{loaderData.seo.h1}</h1>;
}
