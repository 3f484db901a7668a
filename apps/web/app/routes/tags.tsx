import { TagsPage } from '../features/games/catalogue/tags-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/tags';

/** `/tags/`: the king brand's server redirects tag routes home (spec section 2). */
export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'tags');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'tags');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function TagsRoute({ loaderData }: Route.ComponentProps) {
  return <TagsPage data={loaderData} />;
}
