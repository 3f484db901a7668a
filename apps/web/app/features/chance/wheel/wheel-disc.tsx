import type { WheelSegmentView } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { wheelRotationTo } from './wheel-rules';

/** How long the wheel turns before it settles on the drawn segment. */
export const WHEEL_SPIN_MS = 4200;
const SIZE = 320;
const CENTER = SIZE / 2;
const RADIUS = CENTER - 8;
/** Segments alternate between the brand's accent and two surfaces, so neighbours never share a colour. */
const FILLS = [
  'var(--color-accent)',
  'var(--color-surface-3)',
  'var(--color-accent-strong)',
  'var(--color-surface-2)',
];
const INKS = ['var(--color-accent-fg)', 'var(--color-fg)', 'var(--color-accent-fg)', 'var(--color-fg)'];
/** A label longer than this is cut with an ellipsis: the wheel's spokes are short. */
const LABEL_CHARS = 16;

function point(angle: number, radius: number): string {
  const radians = ((angle - 90) * Math.PI) / 180;
  return `${CENTER + radius * Math.cos(radians)} ${CENTER + radius * Math.sin(radians)}`;
}

function slicePath(index: number, count: number): string {
  const slice = 360 / count;
  const start = index * slice;
  const end = start + slice;
  const large = slice > 180 ? 1 : 0;
  return `M ${CENTER} ${CENTER} L ${point(start, RADIUS)} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${point(end, RADIUS)} Z`;
}

function shortLabel(label: string): string {
  return label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;
}

/** The fill of a segment: the last one skips the colour of the first, so they differ where the circle closes. */
function fillIndex(index: number, count: number): number {
  const fill = index % FILLS.length;
  return index === count - 1 && fill === 0 ? 1 : fill;
}

/**
 * The wheel of fortune drawn as SVG, its segments equal slices (their chances are published beside it, not drawn
 * as widths). When `target` names a segment the wheel turns forward a few whole turns and settles with that
 * segment's middle under the pointer; the whole drawing turns as one layer, so nothing inside it repaints per frame.
 */
export function WheelDisc({
  segments,
  target,
  onSettled,
  testId = 'wheel-disc',
}: {
  segments: WheelSegmentView[];
  /** The segment to settle on, with a key that changes per spin; null while idle. */
  target: { segment: number; spin: number } | null;
  onSettled?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [rotation, setRotation] = useState(0);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const count = segments.length;

  useEffect(() => {
    if (!target) return;
    setRotation((current) => wheelRotationTo(current, target.segment, count));
    const timer = setTimeout(() => settled.current?.(), reduced ? 0 : WHEEL_SPIN_MS);
    return () => clearTimeout(timer);
  }, [target, count, reduced]);

  return (
    <div className="relative mx-auto aspect-square w-full max-w-80" data-testid={testId}>
      <div
        className="size-full rounded-full shadow-[0_12px_40px_-12px_color-mix(in_oklab,var(--brand-accent)_60%,transparent)] will-change-transform"
        style={{
          transform: `rotate(${rotation}deg)`,
          transition: reduced ? 'none' : `transform ${WHEEL_SPIN_MS}ms cubic-bezier(0.15, 0.7, 0.1, 1)`,
        }}
        data-rotation={rotation}
      >
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          className="size-full"
          role="img"
          aria-label={t('chance.wheel.wheelLabel', { count })}
        >
          <circle cx={CENTER} cy={CENTER} r={CENTER - 2} fill="var(--color-line)" />
          {segments.map((segment) => {
            const fill = fillIndex(segment.index, count);
            const middle = (segment.index + 0.5) * (360 / count);
            return (
              <g key={segment.index} data-segment={segment.index}>
                <path
                  d={slicePath(segment.index, count)}
                  fill={FILLS[fill]}
                  stroke="var(--color-surface-0)"
                  strokeWidth={2}
                />
                <text
                  x={CENTER}
                  y={CENTER - RADIUS + 18}
                  transform={`rotate(${middle} ${CENTER} ${CENTER}) rotate(90 ${CENTER} ${CENTER - RADIUS + 18})`}
                  textAnchor="start"
                  dominantBaseline="middle"
                  fill={INKS[fill]}
                  fontSize={count > 12 || segment.label.length > 10 ? 10.5 : 12}
                  fontWeight={700}
                >
                  {shortLabel(segment.label)}
                </text>
              </g>
            );
          })}
          <circle
            cx={CENTER}
            cy={CENTER}
            r={26}
            fill="var(--color-surface-0)"
            stroke="var(--color-accent)"
            strokeWidth={4}
          />
        </svg>
      </div>
      <svg
        viewBox="0 0 24 24"
        className="absolute -top-1 left-1/2 size-9 -translate-x-1/2 drop-shadow"
        role="img"
        aria-label={t('chance.wheel.pointer')}
      >
        <path d="M12 22 3 4h18z" fill="var(--color-danger)" stroke="var(--color-surface-0)" strokeWidth={2} />
      </svg>
    </div>
  );
}
