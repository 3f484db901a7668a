import { TagPage } from '../features/games/catalogue/tag-page';
import { clientPageData, serverPageData } from '../lib/page-data';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/tag';

/** `/tag/{slug}/`: the king brand's server redirects tag routes home (spec section 2). */
export const loader = ({ request, context }: Route.LoaderArgs) => serverPageData(request, context, 'tag');
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageData(request, 'tag');
export const meta = (args: Route.MetaArgs) => pageMeta(args);

export default function TagRoute({ loaderData }: Route.ComponentProps) {
  return <TagPage data={loaderData} />;
}
