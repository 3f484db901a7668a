import Check from 'lucide-react/icons/check';
import type { ReactNode } from 'react';

interface CheckFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  required?: boolean;
}

/** A labelled checkbox with a larger, themed box; spec section 5: required ones show no text message. */
export function CheckField({ name, checked, onChange, children, required }: CheckFieldProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm leading-snug text-muted">
      <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          required={required}
          onChange={(event) => onChange(event.target.checked)}
          className="peer size-5 cursor-pointer appearance-none rounded-md bg-surface-2 ring-1 ring-line transition-colors checked:bg-accent checked:ring-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface-1"
        />
        <Check
          className="pointer-events-none absolute size-3.5 text-accent-fg opacity-0 peer-checked:opacity-100"
          strokeWidth={3}
          aria-hidden="true"
        />
      </span>
      <span>{children}</span>
    </label>
  );
}
