import type { Bonus, BonusList } from '@casino/contracts';

/** The element id the `scrollToSection` deep link names for a bonus (spec section 2). */
function cardAnchorId(bonusId: number): string {
  return `card-bonus-${bonusId}`;
}

/**
 * Which card carries each bonus's anchor: the first one in the page's order (active, queue, offers, history), so a
 * bonus that shows twice (taken before and in the history) keeps one id and the link lands on the live card.
 */
export function cardAnchors(list: BonusList): Map<Bonus, string> {
  const anchors = new Map<Bonus, string>();
  const seen = new Set<number>();
  const cards = [...(list.active ? [list.active] : []), ...list.queued, ...list.available, ...list.history];
  for (const bonus of cards) {
    if (seen.has(bonus.id)) continue;
    seen.add(bonus.id);
    anchors.set(bonus, cardAnchorId(bonus.id));
  }
  return anchors;
}
