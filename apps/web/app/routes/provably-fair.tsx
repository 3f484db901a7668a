import { provablyFairMeta } from '../features/provably-fair/provably-fair-meta';
import { ProvablyFairPage } from '../features/provably-fair/provably-fair-page';
import type { Route } from './+types/provably-fair';

/**
 * `/provably-fair/`: how the studio's games are provably fair, and a form that checks any round in the browser
 * with the same maths (`?round=` fills it from the round). A noLoadData route: its texts are in the catalogue.
 */
export const loader = () => null;
export const clientLoader = () => null;
export const meta = (args: Route.MetaArgs) => provablyFairMeta(args.matches);

export default function ProvablyFairRoute() {
  return <ProvablyFairPage />;
}
