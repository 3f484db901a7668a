import type { HomeSection } from '@casino/contracts';
import { HydrationIsland } from '../../../components/layout/hydration-island';
import { AppPromoSection } from './app-promo-section';
import { CommunitySection } from './community-section';
import { FaqTeaserSection } from './faq-teaser-section';
import { FeaturesSection } from './features-section';

/**
 * A section's view, told the sections above it (a row of games keeps clear of the rows above); a `games` section
 * shows nothing while its list is empty.
 */
export type SectionView = (props: {
  section: HomeSection;
  above: HomeSection[];
}) => React.ReactElement | null;

const SECTIONS: Record<Exclude<HomeSection['kind'], 'games'>, SectionView> = {
  features: FeaturesSection,
  'app-promo': AppPromoSection,
  'faq-teaser': FaqTeaserSection,
  community: CommunitySection,
};

/**
 * The home page's sections in the order the content lists them. Games sections are the games capability's,
 * handed over by the route.
 */
export function HomeSections({
  sections,
  GamesSection,
}: {
  sections: HomeSection[];
  GamesSection: SectionView;
}) {
  return (
    <div data-testid="home-sections" className="flex flex-col gap-10 lg:gap-14">
      {sections.map((section, index) => {
        const Section = section.kind === 'games' ? GamesSection : SECTIONS[section.kind];
        return (
          <HydrationIsland key={section.id}>
            <Section section={section} above={sections.slice(0, index)} />
          </HydrationIsland>
        );
      })}
    </div>
  );
}
