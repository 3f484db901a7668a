import { MobileAppPage } from '../features/content/mobile-app/mobile-app-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/mobile-app';

export const loader = ({ request, context }: Route.LoaderArgs) =>
  serverPageData(request, context, 'mobile-app');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'mobile-app');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function MobileAppPageRoute({ loaderData }: Route.ComponentProps) {
  return <MobileAppPage data={loaderData} />;
}
