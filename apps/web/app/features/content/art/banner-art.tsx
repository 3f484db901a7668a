import type { ArtProps } from '../../../components/art/art-kit';
import { CardsArt } from './cards-art';
import { ChipsArt } from './chips-art';
import { CrownArt } from './crown-art';
import { PhoneArt } from './phone-art';
import { SevensArt } from './sevens-art';
import { ShieldArt } from './shield-art';

/** Banner `art` keys and their drawings. */
const ARTWORKS: Record<string, (props: ArtProps) => React.ReactElement> = {
  cards: CardsArt,
  chips: ChipsArt,
  crown: CrownArt,
  phone: PhoneArt,
  sevens: SevensArt,
  shield: ShieldArt,
};

/** The artwork of a banner; content may name art this build does not draw yet, which shows the sevens. */
export function BannerArt({ art, className }: { art: string } & ArtProps) {
  const Artwork = ARTWORKS[art] ?? SevensArt;
  return <Artwork className={className} />;
}
