import { SocialNetworksPage } from '../features/content/social/social-networks-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/social-networks';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  serverPageData(request, context, 'social-networks');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  clientPageData(request, 'social-networks');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function SocialNetworksPageRoute({ loaderData }: Route.ComponentProps) {
  return <SocialNetworksPage data={loaderData} />;
}
