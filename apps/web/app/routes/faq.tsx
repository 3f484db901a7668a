import { FaqPage } from '../features/content/faq/faq-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/faq';

export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'faq');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'faq');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function FaqPageRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage data={loaderData} />;
}
