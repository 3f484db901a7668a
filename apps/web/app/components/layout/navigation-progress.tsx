import { useNavigation } from 'react-router';

/** A thin accent bar under the top edge while the next page loads, so a slow network never feels frozen. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-accent/20">
      <div className="h-full w-full origin-left animate-progress bg-accent" />
    </div>
  );
}
