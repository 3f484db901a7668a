import { PartnershipPage } from '../features/content/partnership/partnership-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/partnership';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  serverPageData(request, context, 'partnership');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'partnership');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function PartnershipPageRoute({ loaderData }: Route.ComponentProps) {
  return <PartnershipPage data={loaderData} />;
}
