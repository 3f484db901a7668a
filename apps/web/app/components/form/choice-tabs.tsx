import { useId } from 'react';

interface ChoiceTabsProps<V extends string | number> {
  label: string;
  value: V;
  /** `title`: what the option means, for a label too short to say it (a sample price such as "3/2"). */
  options: readonly { value: V; label: string; title?: string }[];
  onChange: (value: V) => void;
  testId?: string;
  /**
   * `tabs`: full-size options in one row, the label for screen readers only. `compact`: a setting in a narrow column
   * (the bet slip's), its label shown above, the options wrapping when more than fit.
   */
  variant?: 'tabs' | 'compact';
}

const OPTION_CLASS =
  'grid cursor-pointer place-items-center rounded-lg font-semibold text-muted transition-colors hover:text-fg has-checked:bg-surface-0 has-checked:text-fg has-checked:shadow-sm has-checked:ring-1 has-checked:ring-line has-focus-visible:outline-2 has-focus-visible:outline-accent';
const OPTION_SIZE = {
  tabs: 'h-10 text-sm',
  compact: 'min-h-8 min-w-12 flex-1 px-1 text-center text-xs leading-tight',
};
const ROW_CLASS = 'gap-1 rounded-xl bg-surface-2 p-1 ring-1 ring-line';

/**
 * A segmented choice (e-mail or phone, link or code, a slip's setting): native radios, so arrow keys move between
 * options.
 */
export function ChoiceTabs<V extends string | number>({
  label,
  value,
  options,
  onChange,
  testId,
  variant = 'tabs',
}: ChoiceTabsProps<V>) {
  const name = useId();
  const choices = options.map((option) => (
    <label key={option.value} title={option.title} className={`${OPTION_CLASS} ${OPTION_SIZE[variant]}`}>
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
  ));
  if (variant === 'compact') {
    return (
      <fieldset className="grid min-w-0 gap-1.5" data-testid={testId}>
        <legend className="mb-1.5 text-xs font-semibold text-muted">{label}</legend>
        <div className={`flex flex-wrap ${ROW_CLASS}`}>{choices}</div>
      </fieldset>
    );
  }
  return (
    <fieldset data-testid={testId} className={`grid auto-cols-fr grid-flow-col ${ROW_CLASS}`}>
      <legend className="sr-only">{label}</legend>
      {choices}
    </fieldset>
  );
}
