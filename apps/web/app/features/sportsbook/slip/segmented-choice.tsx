import { useId } from 'react';

/**
 * A setting of the slip as a compact segmented choice (native radios, so arrow keys move between options) that
 * fits the slip's narrow column: options share a row and wrap when there are more than fit.
 */
export function SegmentedChoice<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  testId,
}: {
  legend: string;
  options: readonly { value: T; label: string; title?: string }[];
  value: T;
  onChange: (value: T) => void;
  testId: string;
}) {
  const name = useId();
  return (
    <fieldset className="grid min-w-0 gap-1.5" data-testid={testId}>
      <legend className="mb-1.5 text-xs font-semibold text-muted">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-xl bg-surface-2 p-1 ring-1 ring-line">
        {options.map((option) => (
          <label
            key={option.value}
            title={option.title}
            className="grid min-h-8 min-w-12 flex-1 cursor-pointer place-items-center rounded-lg px-1 text-center text-xs leading-tight font-semibold text-muted transition-colors hover:text-fg has-checked:bg-surface-0 has-checked:text-fg has-checked:shadow-sm has-checked:ring-1 has-checked:ring-line has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-label={option.title}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
