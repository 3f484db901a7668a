import { LegalPage } from '../features/legal/page/legal-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/legal';

export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'legal');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'legal');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function LegalPageRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage data={loaderData} />;
}
