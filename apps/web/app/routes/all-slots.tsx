import { AllSlotsPage } from '../features/games/catalogue/all-slots-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/all-slots';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  serverPageData(request, context, 'all-slots');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'all-slots');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function AllSlotsRoute({ loaderData }: Route.ComponentProps) {
  return <AllSlotsPage data={loaderData} />;
}
