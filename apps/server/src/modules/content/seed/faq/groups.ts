import type { FaqGroupHeading } from '@casino/contracts';

/** FAQ group keys, in the order the faq page shows them; the faq page's payload gives each its title. */
export const FAQ_GROUP_IDS = ['account', 'payments', 'games', 'responsible-play', 'security'] as const;
export type FaqGroupId = (typeof FAQ_GROUP_IDS)[number];

/** The faq page's group list in one language: every group titled, in the order above. */
export function faqGroupHeadings(titles: Record<FaqGroupId, string>): FaqGroupHeading[] {
  return FAQ_GROUP_IDS.map((id) => ({ id, title: titles[id] }));
}
