import type { PagePayload } from '@casino/contracts';
import { PlatformIcon } from './platform-icon';

type Platform = PagePayload<'mobile-app'>['platforms'][number];

/** One platform's install steps, numbered. */
export function InstallCard({ platform }: { platform: Platform }) {
  return (
    <article className="flex flex-col gap-5 rounded-3xl bg-surface-1 p-6 ring-1 ring-line lg:p-8">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-accent/12 text-accent ring-1 ring-accent/25">
          <PlatformIcon os={platform.os} className="size-6" />
        </span>
        <h3 className="text-xl font-bold text-fg">{platform.title}</h3>
      </div>
      <ol className="flex flex-col gap-4">
        {platform.steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-surface-3 text-sm font-bold text-fg"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-sm leading-relaxed text-muted lg:text-base">{step}</span>
          </li>
        ))}
      </ol>
    </article>
  );
}
