import { useDropUpdates } from './use-drop-updates';

/** The drops' live notices, started beside the site's other live updates. */
export default function DropUpdates() {
  useDropUpdates();
  return null;
}
