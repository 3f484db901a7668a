import type { HomeSection } from '@casino/contracts';
import { IconCard } from '../shared/icon-card';
import { SectionHeading } from '../shared/section-heading';
import { SectionCta } from './section-cta';

/** The FAQ's topics as cards leading to their sections of the FAQ page. */
export function FaqTeaserSection({ section }: { section: HomeSection }) {
  return (
    <section aria-labelledby={`home-${section.id}`} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id={`home-${section.id}`} title={section.title} text={section.text} />
        <div className="max-sm:hidden">
          <SectionCta cta={section.cta} />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {section.items.map((item) => (
          <IconCard key={item.title} card={item} />
        ))}
      </div>
      <div className="sm:hidden">
        <SectionCta cta={section.cta} />
      </div>
    </section>
  );
}
