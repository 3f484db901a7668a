import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { iconButtonClass } from './icon-button';

/**
 * Previous and next pages of a list, with the range shown (`range` words "from–to of total"): for histories paged
 * by offset on the server.
 */
export function Pager({
  total,
  offset,
  pageSize,
  onChange,
  labels,
}: {
  total: number;
  offset: number;
  pageSize: number;
  onChange: (offset: number) => void;
  labels: {
    nav: string;
    range: (range: { from: number; to: number; total: number }) => string;
    previous: string;
    next: string;
  };
}) {
  const last = Math.min(offset + pageSize, total);
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-3">
      <p className="text-sm text-muted tabular-nums" data-testid="pager-range">
        {labels.range({ from: offset + 1, to: last, total })}
      </p>
      <div className="flex gap-1">
        <button
          type="button"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - pageSize))}
          aria-label={labels.previous}
          className={iconButtonClass('ring-1 ring-line disabled:opacity-40')}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          disabled={last >= total}
          onClick={() => onChange(offset + pageSize)}
          aria-label={labels.next}
          data-testid="pager-next"
          className={iconButtonClass('ring-1 ring-line disabled:opacity-40')}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
