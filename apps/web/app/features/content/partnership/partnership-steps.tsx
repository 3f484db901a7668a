import type { PagePayload } from '@casino/contracts';

/** The way to start, as numbered steps. */
export function PartnershipSteps({ steps }: { steps: PagePayload<'partnership'>['steps'] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex items-start gap-4 rounded-2xl bg-surface-1 p-4 ring-1 ring-line sm:flex-col sm:gap-3 sm:p-5"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-extrabold text-accent-fg shadow-[0_8px_20px_-8px_var(--brand-accent)]"
          >
            {index + 1}
          </span>
          <div className="flex flex-col gap-1 sm:gap-2">
            <h3 className="font-semibold text-fg">{step.title}</h3>
            <p className="text-sm leading-relaxed text-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
