import { useId } from 'react';

interface ChoiceTabsProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId?: string;
}

/** A segmented choice (e-mail or phone, link or code): native radios, so arrow keys move between options. */
export function ChoiceTabs<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: ChoiceTabsProps<V>) {
  const name = useId();
  return (
    <fieldset
      data-testid={testId}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-2 p-1 ring-1 ring-line"
    >
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="grid h-10 cursor-pointer place-items-center rounded-lg text-sm font-semibold text-muted transition-colors hover:text-fg has-checked:bg-surface-0 has-checked:text-fg has-checked:shadow-sm has-checked:ring-1 has-checked:ring-line has-focus-visible:outline-2 has-focus-visible:outline-accent"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
