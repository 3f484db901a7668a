import { useTranslation } from '../../lib/i18n';

/** Where each face's pips sit on a 3 × 3 grid (0 = top left, 8 = bottom right). */
const PIPS: Record<number, readonly number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/**
 * One die as an SVG face. While `rolling` it tumbles (still for a reader who asked for reduced motion); the face
 * shown then is only a placeholder, so assistive technology is told the value once it has landed.
 */
export function DieFace({ value, rolling, testId }: { value: number; rolling: boolean; testId: string }) {
  const { t } = useTranslation();
  const pips = PIPS[value] ?? PIPS[1]!;
  return (
    <svg
      viewBox="0 0 60 60"
      role="img"
      aria-label={rolling ? t('chance.dice.throwing') : t('chance.dice.dieLabel', { value })}
      data-testid={testId}
      data-value={rolling ? undefined : value}
      className={`size-20 drop-shadow-[0_10px_18px_rgb(0_0_0/0.35)] sm:size-24 ${
        rolling ? 'motion-safe:animate-die-tumble' : 'motion-safe:animate-die-land'
      }`}
    >
      <rect
        x="2"
        y="2"
        width="56"
        height="56"
        rx="12"
        className="fill-[#fbfaf7] stroke-black/10"
        strokeWidth="1.5"
      />
      {pips.map((pip) => (
        <circle
          key={pip}
          cx={14 + (pip % 3) * 16}
          cy={14 + Math.floor(pip / 3) * 16}
          r="5"
          className="fill-[#1d1b22]"
        />
      ))}
    </svg>
  );
}
