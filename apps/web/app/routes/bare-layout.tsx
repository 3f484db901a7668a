import { Outlet } from 'react-router';
import { assertLanguageParam } from '../lib/language-param';
import type { Route } from './+types/bare-layout';

export function loader({ params }: Route.LoaderArgs) {
  assertLanguageParam(params.lang);
  return null;
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  assertLanguageParam(params.lang);
  return null;
}

/** Pages that stand alone, without header, sidebar or footer (they are shown inside frames or as widgets). */
export default function BareLayout() {
  return <Outlet />;
}
