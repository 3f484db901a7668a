import type { HomeSection } from '@casino/contracts';
import { IconCard } from '../shared/icon-card';
import { SectionHeading } from '../shared/section-heading';

/** What the site stands for, as a row of icon cards. */
export function FeaturesSection({ section }: { section: HomeSection }) {
  return (
    <section aria-labelledby={`home-${section.id}`} className="flex flex-col gap-5">
      <SectionHeading id={`home-${section.id}`} title={section.title} text={section.text} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {section.items.map((item) => (
          <IconCard key={item.title} card={item} />
        ))}
      </div>
    </section>
  );
}
