import type { HomeSection } from '@casino/contracts';
import { AppPromoSection } from './app-promo-section';
import { CommunitySection } from './community-section';
import { FaqTeaserSection } from './faq-teaser-section';
import { FeaturesSection } from './features-section';

const SECTIONS: Record<HomeSection['kind'], (props: { section: HomeSection }) => React.ReactElement> = {
  features: FeaturesSection,
  'app-promo': AppPromoSection,
  'faq-teaser': FaqTeaserSection,
  community: CommunitySection,
};

/** The home page's sections in the order the content lists them. */
export function HomeSections({ sections }: { sections: HomeSection[] }) {
  return (
    <div data-testid="home-sections" className="flex flex-col gap-10 lg:gap-14">
      {sections.map((section) => {
        const Section = SECTIONS[section.kind];
        return <Section key={section.id} section={section} />;
      })}
    </div>
  );
}
