import { X } from 'lucide-react';
import { useId } from 'react';
import { Badge } from './ui';

/**
 * A queue's filter bar: the status select and, when the queue is one player's, a chip that shows every player
 * again. `onChange` sets (or, given undefined, removes) one address parameter.
 */
export function QueueFilters({
  status,
  filters,
  playerId,
  onChange,
}: {
  status: string | undefined;
  filters: readonly { value: string; label: string }[];
  playerId: number | undefined;
  onChange: (name: 'status' | 'playerId', value: string | undefined) => void;
}) {
  const filterId = useId();
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3">
      <div className="w-72">
        <label htmlFor={filterId} className="bo-label">
          Status
        </label>
        <select
          id={filterId}
          className="bo-input"
          value={status ?? ''}
          onChange={(event) => onChange('status', event.target.value || undefined)}
        >
          {filters.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
      {playerId ? (
        <PlayerFilterChip playerId={playerId} onClear={() => onChange('playerId', undefined)} />
      ) : null}
    </div>
  );
}

/** The chip of a list narrowed to one player, with the button that shows every player again. */
export function PlayerFilterChip({ playerId, onClear }: { playerId: number; onClear: () => void }) {
  return (
    <Badge tone="blue">
      Player #{playerId}
      <button type="button" onClick={onClear} className="-mr-1 rounded-full p-0.5 hover:bg-sky-100">
        <X aria-hidden="true" className="size-3" />
        <span className="sr-only">Show every player</span>
      </button>
    </Badge>
  );
}
