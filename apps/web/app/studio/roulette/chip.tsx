import type { Language } from '@casino/contracts';
import { numberFormat } from '@casino/i18n';

/** Chip colours by denomination, smallest first (the table's chips are the session's bet steps). */
const CHIP_COLORS = ['#e5e7eb', '#ef4444', '#3b82f6', '#22c55e', '#111827', '#a855f7', '#f59e0b', '#ec4899'];

export function chipColor(steps: readonly number[], amount: number): string {
  let index = 0;
  steps.forEach((step, position) => {
    if (step <= amount) index = position;
  });
  return CHIP_COLORS[index % CHIP_COLORS.length] ?? CHIP_COLORS[0]!;
}

/** A chip's face: the amount in major units, short ("5", "10", "1K"), as casino chips are printed. */
export function chipFace(minor: number, lang: Language): string {
  return numberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(minor / 100);
}

/** A casino chip: a coloured disc with a dashed edge and its amount in the middle. */
export function Chip({
  color,
  face,
  className = '',
  style,
}: {
  color: string;
  face: string;
  className?: string;
  style?: React.CSSProperties;
}) {
  const dark = color === '#e5e7eb' || color === '#f59e0b';
  return (
    <span
      aria-hidden="true"
      className={`grid aspect-square place-items-center rounded-full font-black tabular-nums shadow-[0_2px_6px_rgb(0_0_0/0.5)] ${className}`}
      style={{
        ...style,
        background: `radial-gradient(circle, ${color} 52%, transparent 53%), repeating-conic-gradient(${color} 0 10deg, #ffffff 10deg 20deg)`,
        color: dark ? '#111827' : '#ffffff',
        boxShadow: `inset 0 0 0 2px ${color}, 0 2px 6px rgb(0 0 0 / 0.5)`,
      }}
    >
      {face}
    </span>
  );
}
