import type { BrandConfig, PagePayload, SocialNetwork } from '@casino/contracts';

export interface NetworkCard {
  network: SocialNetwork;
  url: string;
  title?: string;
  text?: string;
}

/** The brand's own networks (brand config), each with the page's text for that network when it has one. */
export function brandNetworkCards(
  social: BrandConfig['social'],
  texts: PagePayload<'social-networks'>['networks'],
): NetworkCard[] {
  return social.map(({ network, url }) => {
    const text = texts.find((entry) => entry.network === network);
    return { network, url, title: text?.title, text: text?.text };
  });
}
