import type { HomeSection } from '@casino/contracts';
import { HomeGamesSection } from '../../games/home/home-games-section';
import { AppPromoSection } from './app-promo-section';
import { CommunitySection } from './community-section';
import { FaqTeaserSection } from './faq-teaser-section';
import { FeaturesSection } from './features-section';

/** A section's view; a `games` section shows nothing while its list is empty. */
type SectionView = (props: { section: HomeSection }) => React.ReactElement | null;

const SECTIONS: Record<HomeSection['kind'], SectionView> = {
  features: FeaturesSection,
  'app-promo': AppPromoSection,
  'faq-teaser': FaqTeaserSection,
  community: CommunitySection,
  games: HomeGamesSection,
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
