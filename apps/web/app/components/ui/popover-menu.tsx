import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface PopoverMenuProps {
  /** Accessible name of the trigger. */
  label: string;
  trigger: ReactNode;
  triggerClassName: string;
  testId?: string;
  align?: 'start' | 'end';
  /** The choices; `close` hides the panel and returns focus to the trigger. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that shows a small panel of choices below it (the disclosure pattern: Tab moves through the
 * choices, Esc or a click outside closes). Light enough for the header of every page.
 */
export function PopoverMenu({
  label,
  trigger,
  triggerClassName,
  testId,
  align = 'end',
  children,
}: PopoverMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Focus moving out of the menu by keyboard closes it too.
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid={testId}
        className={triggerClassName}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      {open ? (
        <div
          id={panelId}
          className={`absolute top-full z-50 mt-2 min-w-52 animate-fade-in rounded-2xl bg-surface-1 p-1.5 shadow-elevation ring-1 ring-line ${align === 'end' ? 'right-0' : 'left-0'}`}
        >
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}

/** One choice row of a popover menu or an inline option list. */
export function menuItemClass(selected: boolean): string {
  return `flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium transition-colors ${
    selected ? 'bg-surface-2 text-fg' : 'text-muted hover:bg-surface-2 hover:text-fg'
  }`;
}
