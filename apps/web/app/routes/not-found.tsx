import { data } from 'react-router';

/** The catch-all: every unknown path answers the 404 page with status 404. */
export function loader() {
  throw data(null, { status: 404 });
}

export function clientLoader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
