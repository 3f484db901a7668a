import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebounced } from '../../../lib/use-debounced';
import { replacesEntry, searchOf, searchTextOf, withSearch } from './search-query';

/** The address (and so the results) follows the typing after this pause, as the game search's results do. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * The search field's text, written into the address (`?q=`) once the typing pauses: the results follow the
 * address, and Back, Forward or a shared link set the field to the search it names.
 */
export function useSearchText() {
  const [params, setParams] = useSearchParams();
  const query = searchOf(params);
  const [text, setText] = useState(query);
  // The search the field last wrote or was set to: an address naming another was moved by Back, Forward or a link.
  const [known, setKnown] = useState(query);
  if (query !== known) {
    setKnown(query);
    setText(query);
  }
  const write = (next: string) => {
    if (next === query) return;
    setKnown(next);
    setParams(withSearch(params, next), { replace: replacesEntry(query, next), preventScrollReset: true });
  };
  const settled = useDebounced(searchTextOf(text), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in the typing writes; the address moving (Back) must not be written over.
  useEffect(() => {
    write(settled);
  }, [settled]);
  return {
    text,
    setText,
    /** Enter: searches at once. */
    submit: () => write(searchTextOf(text)),
    /** Escape or the clear button: back to the lists. */
    clear: () => {
      setText('');
      write('');
    },
  };
}
