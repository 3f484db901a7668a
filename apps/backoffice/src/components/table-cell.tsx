import type { ReactNode } from 'react';

/** One input of a table's row, named for assistive technology by its column, its problem under it. */
export function Cell({
  label,
  error,
  className = '',
  children,
}: {
  label: string;
  error: string | undefined;
  className?: string;
  children: (props: {
    'aria-label': string;
    'aria-invalid': true | undefined;
    className: string;
  }) => ReactNode;
}) {
  return (
    <div className={className}>
      {children({ 'aria-label': label, 'aria-invalid': error ? true : undefined, className: 'bo-input' })}
      {error ? <p className="mt-1 text-xs text-rose-700">{error}</p> : null}
    </div>
  );
}
