import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

const CHIP_CLASS =
  'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-surface-1 px-4 text-sm font-semibold whitespace-nowrap text-muted ring-1 ring-line transition hover:bg-surface-2 hover:text-fg aria-pressed:bg-accent aria-pressed:text-accent-fg aria-pressed:ring-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg aria-[current=page]:ring-accent';

/** A filter chip: pressed when its filter is on. */
export function Chip({
  pressed,
  onClick,
  children,
  testId,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      data-testid={testId}
      className={CHIP_CLASS}
    >
      {children}
    </button>
  );
}

/** A chip that leads to a page (a filter with its own address): marked as the current page when it is. */
export function ChipLink({ current, className = '', ...props }: LinkProps & { current: boolean }) {
  return (
    <Link
      aria-current={current ? 'page' : undefined}
      className={`${CHIP_CLASS} ${String(className)}`}
      {...props}
    />
  );
}

/** A row of chips that scrolls sideways on narrow screens. */
export function ChipRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="relative -mx-3 flex min-w-0 gap-2 overflow-x-auto px-3 pb-1 [scrollbar-width:none] sm:-mx-4 sm:px-4 lg:mx-0 lg:flex-wrap lg:px-0 [&::-webkit-scrollbar]:hidden">
      <legend className="sr-only">{label}</legend>
      {children}
    </fieldset>
  );
}
