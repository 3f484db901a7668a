import type { ComponentType } from 'react';

/**
 * The one button that plays a round (spin, roll, launch). It stays disabled while a round is on its way, shown,
 * or inside the minimum game cycle, so no round can be started over another (RTS 8, 14).
 */
export function ActionButton({
  label,
  icon: Icon,
  onClick,
  disabled,
  busy,
  testId,
}: {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  onClick: () => void;
  disabled: boolean;
  busy: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy}
      data-testid={testId}
      className="group relative inline-flex h-12 min-w-28 shrink-0 items-center justify-center gap-2 overflow-hidden rounded-2xl bg-accent px-4 sm:px-6 text-base font-extrabold tracking-wide text-accent-fg uppercase shadow-[0_10px_30px_-10px_var(--brand-accent)] transition-[transform,background-color,opacity] duration-150 hover:bg-accent-strong active:scale-[0.97] disabled:cursor-not-allowed disabled:opacity-55 disabled:shadow-none sm:h-14 sm:min-w-40"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-gradient-to-b from-white/25 to-transparent opacity-70"
      />
      <Icon className={`relative size-5 ${busy ? 'animate-spin' : ''}`} aria-hidden="true" />
      <span className="relative">{label}</span>
    </button>
  );
}
