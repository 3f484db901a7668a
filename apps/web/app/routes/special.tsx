import { SpecialPage } from '../features/games/catalogue/special-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/special';

export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'special');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'special');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function SpecialRoute({ loaderData }: Route.ComponentProps) {
  return <SpecialPage data={loaderData} />;
}
