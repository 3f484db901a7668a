import { useCompetitionUpdates } from './use-competition-updates';

/** The competitions' live updates, started beside the site's others. */
export default function CompetitionUpdates() {
  useCompetitionUpdates();
  return null;
}
