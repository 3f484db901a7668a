import type { BrandId } from '@casino/contracts';
import { KingLogo } from './king-logo';
import type { LogoComponent } from './logo-props';
import { SevensLogo } from './sevens-logo';
import { TripleSevenLogo } from './triple-seven-logo';
import { VegasLogo } from './vegas-logo';
import { VlkLogo } from './vlk-logo';

/** Each brand's logo; a new brand adds its entry here, components only look the logo up. */
export const BRAND_LOGOS: Record<BrandId, LogoComponent> = {
  king: KingLogo,
  vlk: VlkLogo,
  vegas: VegasLogo,
  '777': TripleSevenLogo,
  sevens: SevensLogo,
};
