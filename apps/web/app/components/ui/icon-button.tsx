/** A square, icon-only control; it always needs an `aria-label`. */
export function iconButtonClass(extra = ''): string {
  return `inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-muted transition-colors duration-150 hover:bg-surface-2 hover:text-fg aria-expanded:bg-surface-2 aria-expanded:text-fg ${extra}`;
}
